package heromustdie

// rulesText is the rules reader's text, in our own words; where the spec and
// the printed rulebook differ it follows the spec's rulings (the duty ring,
// the front floor, reclaimed floors, Pardon Me before Traitor, the Court
// order fixed by the VP snapshot).
const rulesText = `You are a small evil mage serving a dungeon lord. Three hero parties keep trying to break into his five floors, and you and your rivals must stop them. Send goblins out for gold, slaves and magic points (MP), hire monsters, build traps and rooms, and finish plots at court. The most victory points (VP) after eight turns wins.

! 100 heromustdie/card/hero_ranger heromustdie/card/mon_dragon heromustdie/card/plot_monster_cup heromustdie/card/event_invasion_1

## Winning and losing
- After turn 8 the most VP wins. Ties go to the most monster level points (MLP, the levels of the monsters you own added up), then to the most gold, slaves and MP together; after that the win is shared.
- Coup: a player who starts a Court phase with 8 VP or more may play two We Need Change cards together and wins at once.
- If heroes win a fight on floor 5, the bottom floor, everyone loses.
- A player at 0 VP is out. If one player is left he wins; if the last ones drop out together, nobody does.

## Cards and strengths
! 48 heromustdie/pip/brown heromustdie/pip/green heromustdie/pip/black heromustdie/pip/yellow heromustdie/pip/blue
Strengths come in five colours, each with its own symbol: brown melee, green range, black magic, yellow healing, and blue, on heroes only, for disarming traps. A card's HP is its largest strength, never a sum: the Ranger (brown 6, green 5) has 6 HP. A card dies when its wounds reach its HP; in melee, wounds also come off its brown.

There are 18 heroes of levels 1–3 and 30 monsters of levels 1–5 in five families: beast, dragon, demon, undead and elemental. A monster's price depends on its level: 1 gold for level 1; 1 gold and 1 slave for level 2; 2 gold and 2 slaves for level 3; 3 gold, 2 slaves and 2 MP for level 4; 4 gold, 3 slaves and 3 MP for level 5.

! 90 heromustdie/card/mon_wolf heromustdie/card/mon_wyrmling heromustdie/card/mon_troll heromustdie/card/mon_pit_fiend heromustdie/card/mon_lich

## Set-up
- Everyone starts at 3 VP with 4 gold, 4 slaves and 4 MP.
- Two face-down event cards go on each of the eight event slots, one slot per turn.
- Everyone rolls a die; from the highest roll down (ties roll again), each picks a floor among 1 to N, N being the number of players. Whoever took floor 1 is the first player.
- From floor 1 down, each player takes one level-1 and one level-2 monster from the face-up level 1–2 cards; the rest form the monster pool.
- Level 3–5 monsters, heroes and plot cards form three decks. The three parties wait at the Castle.

! 64 heromustdie/player/red heromustdie/player/yellow heromustdie/player/green heromustdie/player/blue die/d6/6

## The dungeon
! 64 heromustdie/party/1 heromustdie/party/2 heromustdie/party/3 heromustdie/room/room_3 heromustdie/trap/trap_brown_3
Floor 1 is the top, floor 5 the bottom; each has a guard post and five building spaces. Parties walk from the Castle to the Inn, the Entrance and then into the dungeon.

The front floor is the highest floor not conquered. All parties inside queue there. When heroes win a fight, that floor is conquered and the queue moves one floor down. Once the last party has left the dungeon, every floor is reclaimed and floor 1 is the front again.

The duty ring is the turn order: the players still in the game, in a fixed order that turns by one each turn from turn 2. It decides who guards what:
- The first in the ring guards the front floor, acts first each turn and defends when heroes attack.
- The next guards the floor below, and so on. Players left over when floors run out are in reserve: no floor, no building, and Wrath of Lord skips them.
- From turn 2 on, each turn starts with the first player moving to the back of the ring.
- Guards are recounted at once whenever the ring or the front floor changes.

Example, four players. The ring A, B, C, D guards floors 1–4; in turn 2 it is B, C, D, A, so B guards floor 1. The heroes beat B there: floor 2 is the front, and B, C, D, A now guard floors 2–5. Next turn it is C, D, A, B on floors 2–5. If the last party is then sent home, C, D, A, B guard floors 1–4 at once.

## A turn
- Beginning: from turn 2, the duty ring turns by one: the first player moves to the back, the next one becomes first player and guards the front floor, and the others' floors follow (see The dungeon). Unhired monsters go under the monster deck; three new ones from the deck are turned up in the row.
- Planning: in turn order, players place one goblin at a time on any empty box until each has placed as many goblins as the VP track allows at their score (the goblins drawn under that space), or passed.
- Event: the first player draws the top or bottom card of this turn's slot and resolves it; the other is discarded unseen.
- Action: boxes act in board order. Everything is optional; what you cannot pay for is skipped.
- Invasion: if a party is in the dungeon, one fight on the front floor.
- Court: income, then plot cards.

## The locations
! 56 heromustdie/box/throne_room_1 heromustdie/box/gold_mine_1 heromustdie/box/rune_room_1 heromustdie/box/building_room_1 heromustdie/box/monster_pit_1 heromustdie/box/town_1 heromustdie/box/forest_1 heromustdie/box/castle_1 heromustdie/box/castle_2
Eight locations hold 22 boxes, one goblin each, acting in this order:
- Throne Room (2, 3, 4 gold): pay, draw two plot cards, keep one, put the other under the deck.
- Gold Mine (4, 3, 2 gold): also turn up to two slaves into 1 gold each.
- Rune Room (3, 2, 1 MP).
- Building Room: two builds, each 1 gold cheaper; two builds; one build.
- Monster Pit (three boxes): hire at most one monster.
- Town (3, 2, 1 slaves): the first and last box let you peek at one card of next turn's slot.
- Forest (two boxes): roll the die, 1–2 gives 1 gold, 3–4 gives 2, 5–6 gives 3; you may peek like in Town.
- Castle: the first box pays 2 gold to see any two face-down event cards of later turns; the second pays 4 gold to push a party at the Inn or Entrance one space back, or 8 gold to send a party in the dungeon home.
Peeks are private, and there are none in turn 8.

! 48 die/d6/1 die/d6/2 die/d6/3 die/d6/4 die/d6/5 die/d6/6

## Evil moves
Town and Forest each make one evil move, just before their first box acts, if they hold a goblin and are open. It steps the lowest-numbered party at the Castle or Inn not yet moved this phase one space forward; if there is none, the lowest-numbered party at the Entrance enters the dungeon. Parties inside never move this way. With party 1 at the Entrance, 2 at the Inn and 3 at the Castle, goblins in both places move party 2 to the Entrance and party 3 to the Inn.

## Building
Only a guard builds, and only on his own floor. A build is:
- a trap: its damage in gold plus 1 slave. There are 15 kinds (five colours, damage 1–3), three tokens each; a kind whose tokens are all on floors waits until one fires or is disarmed.
- a size-3 monster room for 3 gold and 2 slaves, or an upgrade by one size (3 to 4, 4 to 5) at the same price.
A floor holds five buildings at most, one of them a room. Discounts lower only gold. Buildings belong to the floor, not their payer.

! 64 heromustdie/trap/trap_brown_1 heromustdie/trap/trap_green_2 heromustdie/trap/trap_black_3 heromustdie/trap/trap_yellow_1 heromustdie/trap/trap_blue_2 heromustdie/room/room_3 heromustdie/room/room_4 heromustdie/room/room_5

## Hiring
Level 1–2 monsters come from the pool with no condition. The three row cards (levels 3–5) need a monster of the same family already in your lair: you need a beast to hire the Troll. The row is not refilled during the turn.

## Events
! 80 heromustdie/card/event_invasion_1 heromustdie/card/event_invasion_2 heromustdie/card/event_invasion_3 heromustdie/card/event_pay_day heromustdie/card/event_full_moon heromustdie/card/event_town_festival
! 80 heromustdie/card/event_happy_princess heromustdie/card/event_wrath_of_lord heromustdie/card/event_kingdom_at_war heromustdie/card/event_big_sales heromustdie/card/event_carriage_arrived
- Invasion!, Invasion!!, Invasion!!! (3, 2, 1 copies): up to one, two or three parties at the Entrance enter the dungeon, lowest number first.
- Pay Day (2 copies): pay one gold, slave or MP, any mix, per level of monster you own. If you are short, first discard monsters of your choice, no more than needed.
- Full Moon (2 copies): Rune Room goblins gain 2 extra MP.
- Town Festival: the Town is closed; its goblins do nothing and make no evil move.
- Happy Princess: the Forest is closed likewise; Get the Princess may be completed this turn.
- Wrath of Lord: after the Action phase, +1 VP to each player who built something this turn, −1 VP to each who did not. Reserve players are exempt.
- Kingdom at War: every party in the dungeon returns to the Castle.
- Big Sales: Throne Room boxes cost 2 gold less.
- Carriage Arrived: Forest gold is doubled.

## The invasion
A party that enters joins the back of the front floor's queue and gets its heroes then: party 1 two of level 1 and one of level 2; party 2 one each of levels 1, 2, 3; party 3 two of level 2 and one of level 3. Hero cards are turned up one at a time; unwanted levels go under the deck.

The first party in the queue attacks; the front floor's guard defends. Only one fight a turn.
! 90 heromustdie/card/hero_swordsman heromustdie/card/hero_squire heromustdie/card/hero_archer heromustdie/card/hero_thief
- Order: heroes line up by HP, highest in front, ties by level, then card number. Heroes are laid left to right front first; monsters right to left, rightmost in front.
- Disarm: the defender removes traps whose damage adds up to no more than the heroes' total blue, and must go on while another still fits. Blue 4 against traps 3, 3 and 2 removes one 3, or the 2.
- Traps: each remaining trap fires once, in the defender's order, at any hero with strength of its colour, else at the front hero; damage becomes wounds. Fired traps return to the supply. If no hero survives, the monsters win.
- Defenders: the defender picks at least one monster, up to the floor's limit, and orders them. No room: two of level 2 or lower. Room 3: three up to level 3. Room 4: four up to level 4. Room 5: five up to level 5. With none allowed, the heroes win.

## A round of combat
In each step both sides strike at once; dead cards leave after it. A side with no cards loses; if both empty together, the defender wins.
- Range: each side's total green wounds the enemy front card, spilling excess onto the cards behind.
- Melee: the heroes score their front hero's brown minus wounds (not below 0) plus all hero black. Knowing that, the defender adds any part of his monsters' black and may buy support at 2 MP a point, at most as many points as he has VP. The monsters score their front monster's brown minus wounds, plus black added, plus support. The lower side's front card takes the difference; excess over its HP is lost; a tie does nothing.
- Magic: monster black not added to melee, up to the black still alive, wounds heroes of the defender's choice.
- Healing: hero yellow heals the front-most wounded hero first; the defender spends monster yellow on his monsters as he likes.
- Repeat. If a round changes nothing, or after ten rounds, the heroes retreat and the defender wins.

! 48 heromustdie/wound heromustdie/levelup

## After the fight
- Kill VP, win or lose: the defender gains 1 VP per 2 printed levels of heroes killed in the invasion, traps included, rounded down.
- Heroes win on floor 5: the game ends, everyone loses.
- Heroes win elsewhere: the defender may cancel his 2 VP penalty with Pardon Me; if he does not, another player may play Traitor to make it 3. The room is destroyed, the floor is conquered and the parties move down a floor, where the same defender stands guard. The highest-level survivor without a level-up marker gets one (ties: the further forward): +1 to its largest strength and to HP. Hero wounds are healed.
- Monsters win: their wounds are healed; the party goes to the Castle, its heroes under the hero deck.
- Killed heroes go under the hero deck; killed monsters of level 1–2 to the pool, others under the monster deck.
A defender who loses a floor after killing heroes of levels 1 and 3 gains 2 VP, then loses 2.

When the last party leaves the dungeon, whatever the reason, all floors are reclaimed and guards are recounted from floor 1.

## The Court
Everyone collects gold from the VP track. Then VP are noted: these numbers decide every VP condition this Court and the fixed order of play, fewest first, ties in turn order. On your turn, play plot cards one at a time until you pass.

Quests, VP in brackets; traps and rooms count whoever built them:
- Rule Them All! (2): pay 8 gold; you may send one party not at the Castle back there.
- Monster Cup (2): have 3 gold. Everyone pays 3 gold (or all he has); the player with the most MLP takes 10 gold, split and rounded down on a tie.
- More Traps (2): every guarded floor has a trap.
- Trap Master (2): one floor has at least four traps.
- We Need Rooms (2): at least three floors have a room.
- Burn Them All (3): discard three monsters of level 3+. Evil move.
- Dragon Lord, Demon Lord (3): discard three dragons, or three demons.
- Black Mail (3): discard two monsters of level 4+. Evil move.
- Super Spell (3): discard a monster, pay 8 MP.
- Get the Princess (4): Happy Princess was drawn this turn; discard three monsters. Evil move.
- Poison the King (4): Super Spell was completed by anyone; pay 10 gold. Evil move.
- Hero Must Die (4): discard two level-5 monsters, pay 5 gold.
Completed quests stay as trophies.

! 90 heromustdie/card/plot_rule_them_all heromustdie/card/plot_super_spell heromustdie/card/plot_poison_the_king heromustdie/card/plot_hero_must_die

Function cards:
- We Need Change (4 copies): with 5 VP or more, swap ring places with any player; floors follow at once and later shifts carry on from there. Two together with 8 VP or more: a coup, you win.
- A Better Choice (2): when someone plays a quest, the others are asked in Court order after him; the first who meets its condition may play this and complete it himself, paying and scoring. The original player just loses his card.
- It's Mine (2): take a random card from another player's hand; you may play it this turn.
- Pardon Me (2), Traitor (1): played in the invasion, as above.

! 90 heromustdie/card/plot_we_need_change heromustdie/card/plot_better_choice heromustdie/card/plot_its_mine heromustdie/card/plot_pardon_me heromustdie/card/plot_traitor

## The VP track
VP stays between 0 and 12. It sets your goblins for Planning and your Court gold:
- 1–2 VP: 2 goblins, 1 gold
- 3 VP: 3 goblins, 1 gold
- 4 VP: 3 goblins, 2 gold
- 5–6 VP: 4 goblins, 2 gold
- 7 VP: 4 goblins, 3 gold
- 8–9 VP: 5 goblins, 3 gold
- 10–12 VP: 5 goblins, 4 gold

! 56 heromustdie/goblin/red heromustdie/goblin/yellow heromustdie/goblin/green heromustdie/goblin/blue heromustdie/res/gold heromustdie/res/slave heromustdie/res/mp

Hands, peeks and Throne Room draws are private; hand sizes and everything else are public.

## Mage powers (optional)
An option gives each colour an edge:
- Red: +1 MP per Rune Room goblin.
- Yellow: +1 gold per Gold Mine goblin.
- Green: the Throne Room draws three; keep one, put two under the deck in any order.
- Blue: +1 slave per Town goblin.`
