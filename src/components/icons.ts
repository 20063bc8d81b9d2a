/**
 * Stroke icons on a 24 x 24 grid, drawn for this site (no icon library: each costs a few dozen bytes inline).
 * Values are the inner markup of an <svg> with stroke="currentColor".
 */
export const ICONS = {
  banknote: '<rect x="2" y="6" width="20" height="12" rx="2"/><circle cx="12" cy="12" r="2.5"/><path d="M6 9v.01M18 15v.01"/>',
  home: '<path d="M3 11 12 3l9 8"/><path d="M5 10v10h14V10"/><path d="M10 20v-6h4v6"/>',
  trending: '<path d="m3 17 6-6 4 4 8-8"/><path d="M15 7h6v6"/>',
  clock: '<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3 2"/>',
  coins: '<ellipse cx="12" cy="6" rx="7" ry="3"/><path d="M5 6v6c0 1.7 3.1 3 7 3s7-1.3 7-3V6"/><path d="M5 12v6c0 1.7 3.1 3 7 3s7-1.3 7-3v-6"/>',
  percent: '<path d="M19 5 5 19"/><circle cx="6.5" cy="6.5" r="2.5"/><circle cx="17.5" cy="17.5" r="2.5"/>',
  barChart: '<path d="M4 20h16"/><path d="M7 16v-5M12 16V6M17 16v-8"/>',
  creditCard: '<rect x="2" y="5" width="20" height="14" rx="2"/><path d="M2 10h20M6 15h4"/>',
  pieChart: '<path d="M21 12A9 9 0 1 1 12 3"/><path d="M12 3a9 9 0 0 1 9 9h-9z"/>',
  receipt: '<path d="M6 2h12v20l-3-2-3 2-3-2-3 2z"/><path d="M9 7h6M9 11h6M9 15h4"/>',
  arrowUp: '<circle cx="12" cy="12" r="9"/><path d="m8 12 4-4 4 4M12 16V8"/>',
  exchange: '<path d="M4 8h15l-4-4"/><path d="M20 16H5l4 4"/>',
  calculator: '<rect x="5" y="2" width="14" height="20" rx="2"/><path d="M8 6h8v4H8z"/><path d="M8 14h.01M12 14h.01M16 14h.01M8 18h.01M12 18h.01M16 18h.01"/>',
  repeat: '<path d="M17 2l4 4-4 4"/><path d="M3 11V9a3 3 0 0 1 3-3h15"/><path d="M7 22l-4-4 4-4"/><path d="M21 13v2a3 3 0 0 1-3 3H3"/>',
  shield: '<path d="M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6z"/><path d="m9 12 2 2 4-4"/>',
  lock: '<rect x="5" y="11" width="14" height="10" rx="2"/><path d="M8 11V7a4 4 0 0 1 8 0v4"/>',
  layers: '<path d="M12 3 21 8l-9 5-9-5z"/><path d="m3 13 9 5 9-5"/>',
  award: '<circle cx="12" cy="9" r="6"/><path d="M8.5 14 7 22l5-3 5 3-1.5-8"/>',
  activity: '<path d="M3 12h4l3-8 4 16 3-8h4"/>',
  target: '<circle cx="12" cy="12" r="9"/><circle cx="12" cy="12" r="5"/><circle cx="12" cy="12" r="1"/>',
  scale: '<path d="M12 3v18M7 21h10M5 7h14"/><path d="M5 7l-3 7a3 3 0 0 0 6 0z"/><path d="M19 7l-3 7a3 3 0 0 0 6 0z"/>',
  tag: '<path d="M3 12V3h9l9 9-9 9z"/><circle cx="7.5" cy="7.5" r="1.5"/>',
  scissors: '<circle cx="6" cy="6" r="3"/><circle cx="6" cy="18" r="3"/><path d="M20 4 8.1 15.9M14.5 14.5 20 20M8.1 8.1 12 12"/>',
  users: '<circle cx="9" cy="8" r="4"/><path d="M2 21a7 7 0 0 1 14 0"/><path d="M16 4a4 4 0 0 1 0 8M22 21a7 7 0 0 0-4-6.3"/>',
  briefcase: '<rect x="3" y="7" width="18" height="13" rx="2"/><path d="M8 7V5a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M3 13h18"/>',
  key: '<circle cx="7.5" cy="15.5" r="4.5"/><path d="m10.7 12.3 9.3-9.3M16 7l3 3M14 9l2 2"/>',
  building: '<rect x="4" y="3" width="16" height="18" rx="1"/><path d="M9 7h1M14 7h1M9 11h1M14 11h1M9 15h1M14 15h1M10 21v-3h4v3"/>',
  refresh: '<path d="M20 11a8 8 0 0 0-14.9-3M4 4v4h4"/><path d="M4 13a8 8 0 0 0 14.9 3M20 20v-4h-4"/>',
  car: '<path d="M5 17H3v-5l2-5h14l2 5v5h-2"/><path d="M3 12h18M9 17h6"/><circle cx="7" cy="17" r="2"/><circle cx="17" cy="17" r="2"/>',
  laptop: '<rect x="4" y="4" width="16" height="11" rx="1"/><path d="M2 19h20l-2-4H4z"/>',
  fileText: '<path d="M6 2h8l5 5v15H6z"/><path d="M14 2v5h5M9 12h6M9 16h6"/>',
  hourglass: '<path d="M6 3h12M6 21h12"/><path d="M8 3c0 4 3 6 3 9s-3 5-3 9M16 3c0 4-3 6-3 9s3 5 3 9"/>',
  wallet: '<path d="M4 6h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4z"/><path d="M4 6V5a2 2 0 0 1 2-2h10v3"/><path d="M20 11h-4a2 2 0 0 0 0 4h4"/>',
  /** A cheque: the paycheck page. */
  paycheck: '<rect x="2" y="6" width="20" height="12" rx="2"/><path d="M6 10h8M6 14h5M15 14.5c1-2 2 1 3-1"/>',
  /** Coins dropping into an open hand: what reaches the hand of a salary (the in-hand salary page). */
  handCoins: '<circle cx="15" cy="6" r="3"/><path d="M2 13h3l4 1.5h4a1.5 1.5 0 0 1 0 3H9"/><path d="M13 17.5l5-2.5a1.5 1.5 0 0 1 2 2l-6 4H5"/><path d="M2 12v9"/>',
  /** A house with a key: rent (the HRA page). */
  rentHouse: '<path d="M3 11 12 3l9 8"/><path d="M5 10v10h14V10"/><circle cx="10" cy="14" r="2"/><path d="M12 14h4M15 14v2"/>',
  /** A nest egg in a nest: the 401(k) page. */
  nestEgg: '<path d="M12 3c3 0 5 4.5 5 8a5 5 0 0 1-10 0c0-3.5 2-8 5-8z"/><path d="M3 15c2 4 5 6 9 6s7-2 9-6"/>',
  /** A calendar with a check: when to claim (the Social Security page). */
  claimDate: '<rect x="3" y="5" width="18" height="16" rx="2"/><path d="M3 10h18M8 3v4M16 3v4"/><path d="m9 15 2 2 4-4"/>',
  /** A safe: the provident fund (the EPF page). */
  vault: '<rect x="3" y="4" width="18" height="16" rx="2"/><circle cx="12" cy="12" r="3.5"/><path d="M12 8.5V7M12 17v-1.5M5 20v1M19 20v1"/>',
  /** A setting sun: a pension (the NPS page). */
  sunset: '<path d="M4 18a8 8 0 0 1 16 0"/><path d="M2 21h20M12 3v3M4.2 8.2l2 2M19.8 8.2l-2 2"/>',
  /** A flower: a daughter's savings (the Sukanya Samriddhi page). */
  blossom: '<circle cx="12" cy="9" r="2.5"/><path d="M12 6.5C12 3 15 3 15 5.5S12 9 12 9M12 6.5C12 3 9 3 9 5.5S12 9 12 9M14.5 9c3.5 0 3.5 3 1 3S12 9 12 9M9.5 9C6 9 6 12 8.5 12S12 9 12 9"/><path d="M12 11.5V21M12 17c-2-2-4-2-5-1M12 19c2-2 4-2 5-1"/>',
  /** A seedling: one sum left to grow (the lumpsum page). */
  seedling: '<path d="M12 21v-9"/><path d="M12 12C12 7 8 5 4 5c0 4 3 7 8 7z"/><path d="M12 14c0-4 3-6 8-6 0 4-3 6-8 6z"/><path d="M7 21h10"/>',
  /** A card with a falling line: paying a card down (the credit card payoff page). */
  cardPayoff: '<rect x="2" y="5" width="20" height="14" rx="2"/><path d="M2 9h20"/><path d="m6 13 4 3 3-2 5 3"/>',
  /** A calendar with a rising line: returns on dated flows (the XIRR page). */
  datedReturn: '<rect x="3" y="4" width="18" height="17" rx="2"/><path d="M3 9h18M8 2v4M16 2v4"/><path d="m7 18 4-4 3 2 4-5"/>',
  search: '<circle cx="11" cy="11" r="7"/><path d="m20 20-4-4"/>',
  menu: '<path d="M4 6h16M4 12h16M4 18h16"/>',
  close: '<path d="M6 6l12 12M18 6 6 18"/>',
  check: '<path d="m5 12 5 5 9-10"/>',
  gift: '<rect x="3" y="8" width="18" height="4"/><path d="M5 12v9h14v-9M12 8v13"/><path d="M12 8C10 4 7 4 7 6s5 2 5 2 5 0 5-2-3-2-5 2z"/>',
  mail: '<rect x="3" y="5" width="18" height="14" rx="2"/><path d="m3 7 9 6 9-6"/>',
  phone: '<path d="M5 3h4l2 5-3 2a12 12 0 0 0 6 6l2-3 5 2v4a2 2 0 0 1-2 2A18 18 0 0 1 3 5a2 2 0 0 1 2-2"/>',
  mapPin: '<path d="M12 22s7-6.5 7-12a7 7 0 0 0-14 0c0 5.5 7 12 7 12z"/><circle cx="12" cy="10" r="2.5"/>',
} as const;

export type IconName = keyof typeof ICONS;
