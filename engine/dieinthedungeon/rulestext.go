package dieinthedungeon

// rulesText is the rules reader's text, in our own words; where the spec and
// the printed rulebook differ it follows the spec's rulings.
const rulesText = `You are a monster, pulled out of your home by the DieMaster's spell and dropped into a dungeon crawling with adventurers. Explore it one tile at a time, crush the hero parties you meet, and get out before your Time or your Health runs dry. It is a solo game; two players can also race each other in the Duel.

! 100 dieinthedungeon/standee/deyeroller dieinthedungeon/standee/troll dieinthedungeon/standee/diemon dieinthedungeon/standee/dierake dieinthedungeon/standee/tombstones

## Winning and losing
- Solo: every map names its objective (see Maps below), usually beating one or two Epic tiles. The game is won the moment it holds, even in the middle of a turn.
- Duel: two creatures share one dungeon. The first to beat two Epic tiles wins; if one creature falls, the other wins on the spot.
- You lose at once when Time or Health reaches 0, whatever caused it: a move, a trap, a hero's blow.

## Your creature board
! 30 dieinthedungeon/statplate/time dieinthedungeon/statplate/might dieinthedungeon/statplate/agility dieinthedungeon/statplate/magic dieinthedungeon/statplate/health dieinthedungeon/statplate/ability
Your creature is six dice in a row. Time is always a d20 and starts at 20 (it never goes above 20). The middle three, Might, Agility and Magic, are called stat dice: each is the die you roll when you attack with that stat, and its value is the number the heroes must beat to hurt you with that kind of attack. Health is your life. The Ability die is a d4 holding your Action Points (AP), 0 to 4, starting at 1; at 0 it is taken off the board, but it still counts as your d4.

Before the first turn you place a d6, a d8, a d10 and a d12, each showing its top face, under Might, Agility, Magic and Health in any order you like. You also start with one d6 DieMinion.

! 64 die/d4/4 die/d6/6 die/d8/8 die/d10/10 die/d12/12 die/d20/20
A value belongs to a die type by this chart: 1–4 a d4, 5–6 a d6, 7–8 a d8, 9–10 a d10, 11–12 a d12, 13 or more a d20. The same chart picks the heroes' attack dice.

- Gains come one point at a time. When a stat or Health would pass its die's top face, the die is swapped for the next size up. Never more than two dice of one type may sit on the board (Time counts as a d20 and Ability as a d4): if the bigger die is not allowed, the value stops at the top face and any points left over are wasted.
- When a stat drops, its die shrinks to the type the chart gives, unless two of that smaller type are already on the board; then it keeps its larger die showing the lower number. You always roll the die that actually sits in the slot.
- Health only ever grows: its die never shrinks, and healing without an upgrade (Rest, Healing Spring) stops at its current top face.
- Might, Agility and Magic can never go below 1. Any damage or cost that would take them lower must go elsewhere or cannot be paid.

Each creature also has two board abilities, paid in AP and reusable, and four ability cards that are used once and then gone. They can be used only in their windows: at the start of your turn, in the Ability step of a combat round, or (a few cards) during a trap. A board ability works at most once per window, and nothing can be used unless it would actually do something right now.

## A turn
- Start: use start-of-turn abilities, cards and tokens if you like.
- Power Up: gain 1 AP, up to 4. You may use start-of-turn things now instead; either way it is the same window.
- Rest (optional): give up to 3 Time for the same amount of Health. Not past your Health die's top face, and never down to 0 Time.
- Move (required): pick an unexplored tile whose exit meets a matching exit of any tile already explored; your standee's spot does not matter, so a move may jump across the map. In the Duel the explored tiles are shared: you may also enter beside a tile the other creature explored. It costs 1 Time.
- Arrive: take the token lying on it, turn the tile face up, and resolve its effect; a trap comes before any fight. If the tile shows heroes, or is an Epic tile or the Lair, a combat follows.
- End: the Kobold, if you have it, flips over, and the tile counts as explored.
If no tile can be reached and the objective is not met, the creature is stuck and you lose.

! 72 dieinthedungeon/back/start dieinthedungeon/back/dead_end-1 dieinthedungeon/back/corner-2 dieinthedungeon/back/two_way-3 dieinthedungeon/back/three_way-4 dieinthedungeon/back/four_way-2 dieinthedungeon/back/epic
A face-down tile shows its shape (dead end, corner, straight, three-way, four-way), its level from 1 to 4 and its exits; the face, with its name, hero heads and effect, stays secret until you step onto it. Effects you will meet:
- lose or gain Time, gain AP, or regain Health (no upgrade);
- Armory: the heroes' Might rolls get +1 for this combat; War Drums: every hero roll gets +1;
- Dark: your own attack rolls get −1; Holy Ground: no board abilities or cards in this combat;
- Ambush: round 1 has no Ability step, so the heroes strike first;
- a trap, written as a stat, a target and a damage, such as Agility 5, 1 damage.

## Traps
A trap is a Stat Check. Roll the die in the named stat's slot; you pass on a result equal to or above the target. Some cards work before the roll. While the result is still short you may push it up: spend DieNamic pips, one point of gain per pip; give up points of the checked stat one for one (it keeps at least 1), roll DieMinions and add them, or use the Kobold's +2. On a failure the damage is split as you choose between Health and the checked stat. Sacrificing a DieMinion does not help against trap damage.

## The hero party
! 90 dieinthedungeon/hero/fighter-1 dieinthedungeon/hero/rogue-2 dieinthedungeon/hero/wizard-3 dieinthedungeon/hero/cleric-4
Each head on the tile calls up a hero of the matching type, as strong as the tile's level. Stats are Might / Agility / Magic by level 1 to 4:
- Fighter: 4/2/1, 6/4/2, 8/5/3, 10/6/3 (attacks with Might)
- Rogue: 2/4/1, 3/8/1, 4/10/2, 5/12/2 (attacks with Agility)
- Wizard: 1/1/6, 1/3/8, 2/4/10, 2/5/12 (attacks with Magic)
- Cleric: 2/2/2, 3/3/3, 4/4/4, 5/5/5 (makes no attack)

! 56 dieinthedungeon/head/unknown dieinthedungeon/herodie/1 dieinthedungeon/herodie/2 dieinthedungeon/herodie/3 dieinthedungeon/herodie/4 dieinthedungeon/herodie/5 dieinthedungeon/herodie/6
For a ? head, roll the Hero Die: 1 a Fighter, 2 a Rogue, 3 a Wizard, 4 a Cleric, 5 nobody joins but you lose 1 Health, 6 the Bard joins. If nothing but a Bard (or nobody) turns up, there is no fight.

The party fights as one. Add up every member's Might, every member's Agility and every member's Magic (the Bard too): those three totals are the party's defence, and through the chart each total gives the die the heroes roll for that attack. Totals are worked out again whenever someone leaves.

Two or more basic heroes of one type (n of them) earn a perk:
- Fighters: +(n−1) to the party's Might rolls.
- Rogues: in round 1 they strike n times with Agility rather than once.
- Wizards: you lose n−1 Time before the fight starts.
- Clerics: you lose n−1 AP before the fight starts (after the Wizards' drain).

A hero attack that hits with a final 10 or more adds a bonus, if a basic hero of that type is present: Fighters deal 2 damage instead of 1, Rogues also steal 1 AP, Wizards also cost you 1 Time. Clerics have no roll bonus; instead they shield the others (see targets).

## A combat round
- Round start: any start-of-round effects of Epic heroes or the DieMaster. From round 20 on, every round first costs 1 Time, so no fight drags on forever.
- Ability step: use combat abilities, cards, the Diesplacer and tokens, then continue.
- The heroes attack: one Might attack if a Fighter or the Barbarian is there, then one Agility attack if a Rogue or the Assassin is, then one Magic attack if a Wizard or the Warlock is, however many of each there are (the DieMaster makes all three).
- You attack. This is not optional.
The fight goes on until no hero that counts is left (the Dwarf, the Elf and the Bard do not count); you cannot run away.

## When heroes attack
The heroes roll the die for their total, then add their bonuses (Fighter perk, Assassin, Bard, Armory, War Drums; Shield Wall subtracts). The attack hits if the final beats your stat of the same kind, or if the die itself lands on its highest face, whatever your stat. Before the modifiers count you may spend pips to pull the die down, which can also spoil a top-face hit. When a hit lands you may throw away a DieMinion to cancel it completely, bonus included (not while the Patriarch stands). Otherwise you take 1 damage (2 from a Fighter's bonus) and split it between Health and the stat that was attacked.

## When you attack
Pick Might, Agility or Magic and roll that slot's die, then apply fixed modifiers. You need strictly more than the party's total in that stat. While you are short, raise the roll with pips, by lowering the stat you rolled (+1 per point, keeping it at least 1), by rolling DieMinions and adding them, or with the Kobold. On a success you hit one legal target; an ordinary hero falls to a single hit. Who may be hit:
- The Barbarian, while standing, must be hit before anyone else.
- Otherwise, while the Patriarch is present, Fighters and Rogues are out of reach.
- If any Cleric is left, only Clerics.
- Of those, only the lowest level (Epic heroes and the DieMaster count as level 5). You choose among what remains.
The Dwarf, the Elf and the Bard can never be hit. A hero made to flee leaves with no XP.

## XP and DieNamic dice
! 48 die/d6/1 die/d6/2 die/d6/3 die/d6/4 die/d6/5 die/d6/6
Each basic hero you defeat gives 1 XP, an Epic hero 2; fleeing heroes, a departing Bard and the DieMaster give none. Every 6 XP earns the next small DieNamic die: the first holds 1 pip, the second 2, up to the sixth with 6. After any roll in the game (yours, a hero's, a DieMinion, the Hero Die) you may spend pips to move the result 1 up or down per pip before it counts. Results that are not rolled (the DieMaster token, Loaded Dice) cannot be changed.

## Epic heroes and the DieMaster
! 90 dieinthedungeon/epic/barbarian dieinthedungeon/epic/assassin dieinthedungeon/epic/warlock dieinthedungeon/epic/patriarch dieinthedungeon/epic/dwarf dieinthedungeon/epic/elf
An Epic tile holds a fixed party led by an Epic hero, who counts as level 5 and never adds to perks or bonuses. The tile is beaten when its fight ends with the whole party gone.
- E1 Barbarian (10/7/3, Might) with a level-2 Wizard and a level-1 Cleric. Challenge: the only target while standing, and needs 2 hits.
- E2 Assassin (3/10/2, Agility) with a level-2 Rogue and a pair of level-2 Clerics. +2 to the party's Agility rolls; the tile bars abilities and cards while a Cleric remains.
- E3 Warlock (2/3/10, Magic) with Wizards of levels 3, 2 and 1. Your Magic defends 3 lower; each round start, spend a pip or discard a DieMinion of your choice.
- E4 Patriarch (2/2/4, no attack, 2 hits) with a level-3 Fighter and Rogue. While he stands, Fighters and Rogues are shielded from your hits, and your board abilities, cards and DieMinions are all locked.
- E5 Dwarf Explosionist with level-3 and level-2 Fighters and a level-2 Cleric. Each round start he rolls a d6; on 5 or more you take 1 damage per hero still standing (the Dwarf, the Elf and the Bard not counted), split among Health, Might, Agility and Magic.
- E6 Elf Ranger with level-3 and level-2 Rogues and a level-1 Wizard. Each round start she shoots a d8 Agility attack: it hits if it beats your Agility or shows 8, for 1 damage to Health or Agility.
The Dwarf and the Elf cannot be targeted; they fall (2 XP) once the rest of their party is gone.

! 90 dieinthedungeon/epic/diemaster
The DieMaster waits in the Lair of Map 6. Stats 10/10/10, he makes a Might, an Agility and a Magic attack every round, needs 3 hits, and every hit drops all three stats by 2. At each round start, spend a pip or lose 1 Time. He never flees, and the DieMaster token does nothing against him.

## Allies
! 110 dieinthedungeon/ally/bard-a dieinthedungeon/ally/bard-b dieinthedungeon/ally/kobold-a dieinthedungeon/ally/kobold-b dieinthedungeon/ally/diesplacer
- The Bard plays for the heroes. A Bard token you pick up sits on your board and joins your next fight, even on that same tile; a 6 on the Hero Die also brings him. He plays Lute (1/1/1, hero rolls +1), or Anthem (2/2/2, hero rolls +2) when someone in the party is level 3 or higher. His stats swell the totals, but he makes no attack, cannot be hit, and leaves without XP when the fight ends.
- The Kobold: choose its face when you gain it; it turns over whenever one of your turns ends. Sneak Peek lets you secretly look at one tile you could move to before you move; Lucky Shove puts +2 on a roll of yours, an attack or a trap check.
- The Diesplacer Beast: in any Ability step (free, and nothing blocks it) it makes every hero roll for the rest of that fight use a die one size smaller (a d4 stays a d4). Then it is gone.

## Tokens
! 56 dieinthedungeon/dieminion/d4 dieinthedungeon/dieminion/d6 dieinthedungeon/dieminion/d8 dieinthedungeon/dieminion/d10 dieinthedungeon/dieminion/d12
DieMinions: after one of your own rolls falls short, roll one and add it (several may follow each other); or sacrifice one to cancel a hero hit. Either way it goes back to the supply.
! 56 dieinthedungeon/token/tok_might dieinthedungeon/token/tok_agility dieinthedungeon/token/tok_magic dieinthedungeon/token/tok_health dieinthedungeon/token/tok_time dieinthedungeon/token/tok_ability dieinthedungeon/token/tok_bard dieinthedungeon/token/tok_kobold dieinthedungeon/token/tok_diesplacer dieinthedungeon/token/tok_diemaster
- Might, Agility, Magic: +2 to that stat. Health: +2 Health. Both may upgrade the die.
- Time: +3 Time (up to 20). It cannot be played in answer to a Time loss already under way.
- Ability: +2 AP (up to 4).
- Bard, Kobold, Diesplacer: bring that ally.
- DieMaster token: play it right before you roll an attack, and the die counts as its top face without rolling.
Tokens are yours to use whenever the game is waiting for your choice.

## The creatures
- The Deyeroller, an eye-covered mystic that bends dice and heroes. Evil Eye (2 AP): one attack type stays silent this round. Twist Fate (1 AP): reroll one later roll this round. Cards: Mesmerize, Many Eyes, Unblinking Stare, Far Sight.
- The Troll O' Bones, a tough brute that heals and soaks up blows. Regenerate (2 AP): +2 Health. Bone Shield (2 AP): the first hit on you this round does nothing. Cards: Bone Feast, Thick Hide, Carve Dice, Bog Bulk.
- The Diemon, raw fire, best against crowded parties. Fire Strike (3 AP): roll a d6, a hit if it is no more than the heroes present (the Dwarf, the Elf and the Bard not counted). Brute Force (2 AP): +3 to your attack. Cards: Inferno, Scorched Path, Infernal Rage, Demonic Pact.
- The Dierake, a hoarder who lives off DieMinions. Hoard (2 AP): take a d6 DieMinion (else a d4). Dice Storm (3 AP): after a successful attack, throw away DieMinions for one extra hit each. Cards: Treasure Trove, Loaded Dice, Shiny Distraction, Golden Rake.
- Tombstones, the Undied Knight, who scares heroes off and wins back Time. Shield Wall (2 AP): −2 to every hero roll this round. Dread (3 AP): a non-Epic hero flees. Cards: Undying, Terrify, Grave Blade, Rise Again.

## Maps
- Training Dungeon: a short corridor; explore every tile.
- Map 1, The Cellar (levels 1–2): defeat the Barbarian's tile, E1.
- Map 2, The Crypt (levels 1–2): defeat the Patriarch's tile, E4.
- Map 3, The Warrens (levels 1–3): beat both the Elf Ranger's tile (E6) and the Assassin's (E2).
- Map 4, The Arcane Halls (levels 2–3): beat both the Warlock's tile (E3) and the Dwarf's (E5).
- Map 5, The Deep Vaults (levels 2–4): of the three Epic tiles E1, E2 and E3, beat whichever two you like.
- Map 6, The DieMaster's Sanctum (levels 2–4): defeat the DieMaster in his Lair; every road there passes an Epic tile.
- Race to Glory, the Duel: the creatures start in opposite corners and must differ. The map and the explored tiles are shared, a token goes to whoever reaches it, and a beaten Epic tile is credited to whoever was fighting it. The first player is drawn at random; the second starts with 2 AP.

## On the table
- Tiles you can move to glow: click one.
- Decisions appear in the prompt bar at the bottom; pick a button, set a slider (Rest, boosts, damage split) and confirm.
- Hover over anything (a die, a card, a hero, a tile, a token) to read its full text.
- Undo takes back your choices as long as no die has been rolled since.
- Keys 1 to 9 pick the first nine choices in the prompt.
- The log beside the prompt lists every roll with its modifiers.`
