/** Player positions as the CMS names them, in the order a squad is listed (spec 3: the position filters). */
export const POSITIONS = ['goalkeeper', 'defender', 'midfielder', 'forward'] as const;

export type Position = (typeof POSITIONS)[number];
