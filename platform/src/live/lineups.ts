import { createHash } from 'node:crypto';
import type { Lineup } from './scenarios.ts';

/** The club's name as its teams carry it (the first team; other teams add Frauen, U19 …). */
export const CLUB_NAME = 'SC Südstadt 1899';

export interface SquadMember {
  name: string;
  position: string;
}

/**
 * The club's team sheet from its squad (the CMS's players of the site): a goalkeeper, four defenders, four
 * midfielders and two forwards by position, then a midfielder, a forward and a defender on the bench. A
 * position short of players is filled from the rest, so any squad of 14 fills the sheet.
 */
export function clubLineup(name: string, squad: readonly SquadMember[]): Lineup {
  const left = [...squad];
  const take = (position: string, count: number) => {
    const taken: string[] = [];
    for (let index = 0; index < left.length && taken.length < count;) {
      if (left[index]!.position === position) taken.push(left.splice(index, 1)[0]!.name);
      else index++;
    }
    while (taken.length < count && left.length > 0) taken.push(left.shift()!.name);
    return taken;
  };
  const players = [
    ...take('goalkeeper', 1),
    ...take('defender', 4),
    ...take('midfielder', 4),
    ...take('forward', 2),
    ...take('midfielder', 1),
    ...take('forward', 1),
    ...take('defender', 1),
  ];
  // A squad too small for a sheet (a site seeded without players) plays with invented names.
  const filler = opponentLineup(name, false).players;
  while (players.length < 14) players.push(filler[players.length]!);
  return { name, players };
}

const men = ['Jan', 'Malte', 'Henrik', 'Ole', 'Till', 'Jakob', 'Moritz', 'Erik', 'Aaron', 'Fynn', 'Samuel', 'Vincent'];
const women = ['Lotta', 'Frida', 'Merle', 'Svenja', 'Pia', 'Leonie', 'Anna', 'Romy', 'Thea', 'Jana', 'Wiebke', 'Luisa'];
const surnames = [
  'Brinkmann',
  'Dreyer',
  'Ebert',
  'Friedrich',
  'Graf',
  'Haas',
  'Iversen',
  'Jansen',
  'Kuhn',
  'Lehmann',
  'Martens',
  'Nowak',
  'Ott',
  'Petersen',
  'Quast',
  'Riedel',
  'Sommer',
  'Thiel',
  'Ulrich',
  'Voss',
  'Winter',
  'Zeller',
];

/**
 * An opponent's team sheet: 14 invented names, the same for the same club every time (from a hash of its
 * name), so a restarted simulation tells the same story.
 */
export function opponentLineup(name: string, womensTeam: boolean): Lineup {
  const digest = createHash('sha256').update(name).digest();
  const first = womensTeam ? women : men;
  const players: string[] = [];
  for (let index = 0; players.length < 14; index++) {
    const byte = digest[index % digest.length]! + index;
    const player = `${first[byte % first.length]!} ${surnames[(byte * 7) % surnames.length]!}`;
    if (!players.includes(player)) players.push(player);
  }
  return { name, players };
}
