/**
 * ads.txt as IAB Tech Lab's specification (version 1.1) gives a record: `<domain>, <publisher id>, <DIRECT|RESELLER>[,
 * <certification authority id>]`, the form of the line AdSense shows its publishers.
 */
import { describe, expect, it } from 'vitest';
import { SITE } from '@/config/site';
import { adsTxt } from '@/lib/adsTxt';

const GOOGLE = { domain: 'google.com', publisherId: 'pub-0000000000000000', relationship: 'DIRECT', certificationId: 'f08c47fec0942fa0' } as const;

describe('ads.txt', () => {
  it('is one record for the network: domain, publisher id, relationship and certification id, comma separated', () => {
    expect(adsTxt(GOOGLE)).toBe('google.com, pub-0000000000000000, DIRECT, f08c47fec0942fa0\n');
  });

  it('leaves out the certification id when the network has none', () => {
    expect(adsTxt({ domain: 'example-ads.com', publisherId: '12345', relationship: 'RESELLER' })).toBe('example-ads.com, 12345, RESELLER\n');
  });

  it('is not written at all without a publisher id, as now: an empty file would forbid every seller', () => {
    expect(adsTxt({ ...GOOGLE, publisherId: ' ' })).toBeNull();
    expect(SITE.adNetwork.publisherId).toBe('');
    expect(adsTxt(SITE.adNetwork)).toBeNull();
  });
});
