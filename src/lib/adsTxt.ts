/** ads.txt (IAB Tech Lab, version 1.1): the sellers a site authorises to sell its ad space, one line each. */
import type { AdNetwork } from '@/config/site';

/**
 * The file's text for a network, or null while there is no publisher id (an empty ads.txt would say no one may sell
 * the ads; no file says nothing, which is right before an account exists).
 */
export function adsTxt(network: AdNetwork): string | null {
  const publisherId = network.publisherId.trim();
  if (publisherId === '') return null;
  const fields = [network.domain, publisherId, network.relationship, ...(network.certificationId ? [network.certificationId] : [])];
  return `${fields.join(', ')}\n`;
}
