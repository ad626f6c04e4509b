//! [`Grundy`]: the values of a game's positions and sums, and their winning moves.

use super::memo::{checked, MAX_VALUE, UNKNOWN};
use super::search::{search, Fold, MexFold, MexState, Path};
use super::{CountedMoves, DenseMemo, Game, HashMemo, Memo, SumMove};
use crate::judge::fxhash::FxHashMap;

/// The Grundy values of a [`Game`], memoised: in a hash map
/// ([`Grundy::new`]) or in an array for positions with a natural index
/// ([`Grundy::dense`]).
///
/// Values are computed on demand with an explicit stack (no recursion: the
/// depth of the game is limited by memory, not by the call stack), and every
/// position met is remembered. The search keeps the path of positions being
/// evaluated and little else (see the [module documentation](crate::impartial::game)).
///
/// # Example
/// ```
/// use grundy::game::{game_fn, Grundy};
/// // A chain: from n the only move is to n - 1. 10^6 moves deep.
/// let mut chain = Grundy::new(game_fn(|&n: &u32| if n == 0 { vec![] } else { vec![vec![n - 1]] }));
/// assert_eq!(chain.value(&1_000_000), 0); // an even number of moves
/// assert_eq!(chain.value(&999_999), 1);
/// ```
pub struct Grundy<G: Game, M = HashMemo<<G as Game>::Position>> {
    game: G,
    memo: M,
    fold: MexFold,
    path: Path<G::Position, MexState>,
}

impl<G: Game> Grundy<G> {
    /// An empty memo for `game`, a hash map of positions.
    ///
    /// # Example
    /// ```
    /// use grundy::game::{game_fn, Grundy};
    /// let g = Grundy::new(game_fn(|_: &u8| vec![]));
    /// assert_eq!(g.memo_len(), 0);
    /// ```
    pub fn new(game: G) -> Self {
        Grundy {
            game,
            memo: HashMemo::new(),
            fold: MexFold::default(),
            path: Path::new(),
        }
    }
}

impl<G: Game> Grundy<G> {
    /// [`Grundy::new`] with room for `n` positions before the memo grows
    /// (a contestant's `unordered_map::reserve`): the table is allocated
    /// now, so no position is placed twice while the memo fills up to `n`,
    /// and positions that are integers below the table's size keep their
    /// order from the start. Any `n` is right; a good guess of the number
    /// of positions reached is fastest.
    ///
    /// # Panics
    /// With the [memory](crate::judge::memory) message when the table does not fit
    /// in memory.
    ///
    /// # Example
    /// ```
    /// use grundy::game::{game_push, Grundy};
    /// // Subtraction game {1, 2}: values n mod 3; 1001 positions from 1000.
    /// let game = game_push(|&n: &u64, push| {
    ///     for k in [1, 2].into_iter().filter(|&k| k <= n) {
    ///         push(&[n - k]);
    ///     }
    /// });
    /// let mut g = Grundy::with_capacity(game, 1001);
    /// assert_eq!((g.value(&1000), g.memo_len()), (1, 1001));
    /// ```
    pub fn with_capacity(game: G, n: usize) -> Self {
        Grundy {
            game,
            memo: HashMemo::with_capacity(n),
            fold: MexFold::default(),
            path: Path::new(),
        }
    }
}

impl<G: Game, F> Grundy<G, DenseMemo<F>> {
    /// An empty memo for `game` whose positions have a natural index: an
    /// array of `bound` values indexed by `index(&position) < bound` (see
    /// [`DenseMemo`]), which no hash map matches for speed or size.
    ///
    /// # Panics
    /// When a value is asked for, if a position met has an index of `bound`
    /// or more; here, with the [memory](crate::judge::memory) message when the table does not fit in memory.
    ///
    /// # Example
    /// ```
    /// use grundy::game::{game_push, Grundy};
    /// // Positions are bitmasks below 2^10; a move clears a set bit i, or
    /// // moves it to i - 1 if that bit is clear.
    /// let game = game_push(|&m: &u32, push| {
    ///     for i in (0..10).filter(|&i| m >> i & 1 == 1) {
    ///         push(&[m & !(1 << i)]);
    ///         if i > 0 && m >> (i - 1) & 1 == 0 {
    ///             push(&[m & !(1 << i) | 1 << (i - 1)]);
    ///         }
    ///     }
    /// });
    /// let mut g = Grundy::dense(game, 1 << 10, |&m: &u32| m as usize);
    /// // {bit 0}: one move, to 0: value 1. {bit 1}: to 0 or to {bit 0}: mex{0, 1} = 2.
    /// assert_eq!((g.value(&0b1), g.value(&0b10)), (1, 2));
    /// ```
    pub fn dense(game: G, bound: usize, index: F) -> Self
    where
        F: Fn(&G::Position) -> usize,
    {
        Grundy {
            game,
            memo: DenseMemo::new(bound, index),
            fold: MexFold::default(),
            path: Path::new(),
        }
    }

    /// Every index's value, in index order: the value of `position(i)` for
    /// each `i` below the bound, where `position` is the inverse of the
    /// memo's index (`index(&position(i)) == i`). The whole table a
    /// contestant's array DP fills, from the game's rule, as `u64` values
    /// (a new table; the memo keeps its own `u32` cells, and
    /// [`value`](Self::value) answers from them afterwards).
    ///
    /// The indexes are taken in increasing order. A position whose
    /// components are all known (every option of a smaller index, as in
    /// most indexed games) is valued with one scan of its options and no
    /// search; one that meets a component not yet known (an option of a
    /// larger index) is valued by the search of [`value`](Self::value),
    /// so any game is right, whatever the order of its indexes, and a cycle
    /// is reported by the same panic. Values already known are kept.
    ///
    /// # Panics
    /// If `index(&position(i)) != i`, if a position met has an index of the
    /// bound or more, or if the game has a cycle (as
    /// [`value`](Self::value)).
    ///
    /// # Complexity
    /// One scan of each position's options when every option has a smaller
    /// index (one lookup per component), as an array DP; otherwise, for a
    /// position that waits, the cost of [`value`](Self::value). The table
    /// returned is 8 bytes a position, beside the memo's 4.
    ///
    /// # Example
    /// ```
    /// use grundy::game::{game_push, Grundy};
    /// // Subtraction game {1, 3, 4} (BOJ 9660): 0 1 0 1 2 3 2, period 7.
    /// let game = game_push(|&n: &u64, push| {
    ///     for k in [1, 3, 4].into_iter().filter(|&k| k <= n) {
    ///         push(&[n - k]);
    ///     }
    /// });
    /// let mut g = Grundy::dense(game, 7, |&n: &u64| n as usize);
    /// assert_eq!(g.fill(|i| i as u64), &[0, 1, 0, 1, 2, 3, 2]);
    /// ```
    pub fn fill(&mut self, position: impl Fn(usize) -> G::Position) -> Vec<u64>
    where
        F: Fn(&G::Position) -> usize,
    {
        self.fill_cells(position);
        self.memo.values.iter().map(|&v| u64::from(v)).collect()
    }

    /// The memo of [`fill`](Self::fill), every index's value known.
    pub(crate) fn fill_cells(&mut self, position: impl Fn(usize) -> G::Position)
    where
        F: Fn(&G::Position) -> usize,
    {
        for i in 0..self.memo.values.len() {
            if self.memo.values[i] <= MAX_VALUE {
                continue;
            }
            let p = position(i);
            let at = (self.memo.index)(&p);
            assert!(
                at == i,
                "fill: the position of index {} has index {}, not {}",
                i,
                at,
                i
            );
            let mut state = self.fold.start();
            let blocked;
            {
                let values: &[u32] = &self.memo.values;
                let index = &self.memo.index;
                let fold = &mut self.fold;
                // The state and the flag in locals while the options pass.
                let mut folded = state;
                let mut unknown = false;
                self.game.for_each_option(&p, &mut |option| {
                    // The option's value, and the OR of its components'
                    // cells: below 64 iff every component is known and
                    // below 64 (nearly always), one test for both.
                    let mut x = 0;
                    let mut all = 0;
                    for c in option {
                        let v = values.get(index(c)).map_or(UNKNOWN, |&v| v);
                        x ^= v;
                        all |= v;
                    }
                    if all < 64 {
                        folded.low |= 1 << x;
                    } else if option
                        .iter()
                        .all(|c| values.get(index(c)).map_or(false, |&v| v <= MAX_VALUE))
                    {
                        fold.add(&mut folded, x);
                    } else {
                        // An index out of bound or not known: the search.
                        // The scan goes on (a callback cannot stop), its
                        // result unused.
                        unknown = true;
                    }
                });
                state = folded;
                blocked = unknown;
            }
            // Take the mex even when blocked: it clears the fold's stack.
            let value = self.fold.take(state);
            if blocked {
                self.value(&p);
            } else {
                self.memo.values[i] = checked(value);
                self.memo.known += 1;
            }
        }
    }
}

impl<G: Game, F> Grundy<G, DenseMemo<F>> {
    /// The dense memo's cells (`u32`), after [`fill_cells`](Self::fill_cells).
    pub(crate) fn cells(&self) -> &[u32] {
        &self.memo.values
    }
}

impl<G: Game, M: Memo<G::Position>> Grundy<G, M> {
    /// The game.
    ///
    /// # Example
    /// ```
    /// use grundy::game::{game_fn, Game, Grundy};
    /// let g = Grundy::new(game_fn(|&n: &u8| (0..n).map(|m| vec![m]).collect()));
    /// assert_eq!(g.game().options(&2), vec![vec![0], vec![1]]);
    /// ```
    pub fn game(&self) -> &G {
        &self.game
    }

    /// How many positions have a known value.
    ///
    /// # Example
    /// ```
    /// use grundy::game::{game_fn, Grundy};
    /// let mut g = Grundy::new(game_fn(|&n: &u8| (0..n).map(|m| vec![m]).collect()));
    /// g.value(&3);
    /// assert_eq!(g.memo_len(), 4); // 0, 1, 2, 3
    /// ```
    pub fn memo_len(&self) -> usize {
        self.memo.known()
    }

    /// The Grundy value of `position`: the mex over its options of the XOR of
    /// the option's components' values.
    ///
    /// # Panics
    /// If the game has a cycle among the positions reached from `position`
    /// (a position is among its own descendants); the memo is then left with
    /// positions marked in progress, and should be dropped.
    ///
    /// # Complexity
    /// Each position reached and not yet known is evaluated once: its options
    /// are asked for once, with one memo lookup per component, plus two for
    /// each option that waited for an unknown component (past 2^15 waiting
    /// components, a position is scanned again for each component not known
    /// when met: at most twice as many scans as positions in all). Memory:
    /// the memo, plus the path of positions being evaluated (a position and
    /// a few words each) and at most 2^15 waiting components.
    ///
    /// # Example
    /// ```
    /// use grundy::game::{game_fn, Grundy};
    /// // Subtraction game {1, 3, 4} (BOJ 9660): 0 1 0 1 2 3 2, period 7.
    /// let mut g = Grundy::new(game_fn(|&n: &u64| {
    ///     [1, 3, 4].iter().filter(|&&k| k <= n).map(|&k| vec![n - k]).collect()
    /// }));
    /// assert_eq!((0..7).map(|n| g.value(&n)).collect::<Vec<_>>(), vec![0, 1, 0, 1, 2, 3, 2]);
    /// ```
    pub fn value(&mut self, position: &G::Position) -> u64 {
        u64::from(search(
            &self.game,
            &mut self.memo,
            &mut self.fold,
            &mut self.path,
            position,
        ))
    }

    /// The value of a sum of games: the XOR of the components' values (0 for
    /// the empty sum).
    ///
    /// # Panics
    /// As [`value`](Self::value).
    ///
    /// # Complexity
    /// As [`value`](Self::value) for each component.
    ///
    /// # Example
    /// ```
    /// use grundy::game::{game_fn, Grundy};
    /// let mut nim = Grundy::new(game_fn(|&n: &u64| (0..n).map(|m| vec![m]).collect()));
    /// assert_eq!(nim.value_of_sum(&[11, 15, 8]), 12); // 1011 ^ 1111 ^ 1000
    /// assert_eq!(nim.value_of_sum(&[]), 0);
    /// ```
    pub fn value_of_sum(&mut self, sum: &[G::Position]) -> u64 {
        sum.iter().fold(0, |x, p| x ^ self.value(p))
    }

    /// Every option of `position` with its value (the XOR of its components'
    /// values), in the order [`Game::options`] gives them.
    ///
    /// # Panics
    /// As [`value`](Self::value).
    ///
    /// # Example
    /// ```
    /// use grundy::game::{board_game, Grundy};
    /// use grundy::games::pieces::Piece;
    /// // The king at (1, 2) (board::grundy_table's 3 x 3 corner): options
    /// // (1, 1) = 2, (0, 2) = 0, (0, 1) = 1; its own value is mex = 3.
    /// let mut king = Grundy::new(board_game(|x, y, out| Piece::King.moves(x, y, out)));
    /// assert_eq!(
    ///     king.options_with_values(&(1, 2)),
    ///     vec![(vec![(1, 1)], 2), (vec![(0, 2)], 0), (vec![(0, 1)], 1)]
    /// );
    /// assert_eq!(king.value(&(1, 2)), 3);
    /// ```
    pub fn options_with_values(&mut self, position: &G::Position) -> Vec<(Vec<G::Position>, u64)> {
        self.value(position);
        let options = self.game.options(position);
        options
            .into_iter()
            .map(|option| {
                let v = self.value_of_sum(&option);
                (option, v)
            })
            .collect()
    }

    /// The options of `position` of value 0: the winning moves of a single
    /// game (none iff `position` has value 0).
    ///
    /// # Panics
    /// As [`value`](Self::value).
    ///
    /// # Example
    /// ```
    /// use grundy::game::{game_fn, Grundy};
    /// // Take 1, 3 or 4: from 5 (value 3) only 5 -> 2 wins (values 2, 0, 1).
    /// let mut g = Grundy::new(game_fn(|&n: &u64| {
    ///     [1, 3, 4].iter().filter(|&&k| k <= n).map(|&k| vec![n - k]).collect()
    /// }));
    /// assert_eq!(g.winning_options(&5), vec![vec![2]]);
    /// assert_eq!(g.winning_options(&7), Vec::<Vec<u64>>::new()); // value 0
    /// ```
    pub fn winning_options(&mut self, position: &G::Position) -> Vec<Vec<G::Position>> {
        self.options_with_values(position)
            .into_iter()
            .filter(|&(_, v)| v == 0)
            .map(|(option, _)| option)
            .collect()
    }

    /// Every move in the sum `sum` that leaves a sum of value 0: which
    /// component moves, to which of its options. Empty iff the sum has value
    /// 0 (the player to move loses). Ordered by component, then option.
    ///
    /// # Panics
    /// As [`value`](Self::value).
    ///
    /// # Complexity
    /// One [`Game::options`] call per component, plus the values.
    ///
    /// # Example
    /// ```
    /// use grundy::game::{game_fn, Grundy, SumMove};
    /// // Nim 3, 4, 5: nim-sum 2; only the 3 can drop to 3 ^ 2 = 1.
    /// let mut nim = Grundy::new(game_fn(|&n: &u64| (0..n).map(|m| vec![m]).collect()));
    /// let moves = nim.winning_moves(&[3, 4, 5]);
    /// assert_eq!(moves, vec![SumMove { component: 0, option: 1, to: vec![1] }]);
    /// assert_eq!(moves[0].apply(&[3, 4, 5]), vec![4, 5, 1]);
    /// assert!(nim.winning_moves(&[1, 2, 3]).is_empty());
    ///
    /// // Take 1, 3 or 4, two heaps 5 and 6 (values 3 and 2, sum 1): 5 -> 4
    /// // (value 2) or 6 -> 5 (value 3).
    /// let mut g = Grundy::new(game_fn(|&n: &u64| {
    ///     [1, 3, 4].iter().filter(|&&k| k <= n).map(|&k| vec![n - k]).collect()
    /// }));
    /// let to: Vec<(usize, Vec<u64>)> =
    ///     g.winning_moves(&[5, 6]).into_iter().map(|m| (m.component, m.to)).collect();
    /// assert_eq!(to, vec![(0, vec![4]), (1, vec![5])]);
    /// ```
    pub fn winning_moves(&mut self, sum: &[G::Position]) -> Vec<SumMove<G::Position>> {
        let total = self.value_of_sum(sum);
        let mut moves = Vec::new();
        if total == 0 {
            return moves;
        }
        for (component, p) in sum.iter().enumerate() {
            let want = total ^ self.value(p);
            for (option, (to, v)) in self.options_with_values(p).into_iter().enumerate() {
                if v == want {
                    moves.push(SumMove {
                        component,
                        option,
                        to,
                    });
                }
            }
        }
        moves
    }

    /// The value of a sum given as `(position, count)` pairs (`count`
    /// copies of `position`): the XOR of the values of the positions of odd
    /// count, since `G + G = 0`. The multiset is never expanded.
    ///
    /// # Panics
    /// As [`value`](Self::value).
    ///
    /// # Example
    /// ```
    /// use grundy::game::{game_fn, Grundy};
    /// let mut nim = Grundy::new(game_fn(|&n: &u64| (0..n).map(|m| vec![m]).collect()));
    /// // 10^18 heaps of 7 cancel; 3 heaps of 5 leave one: 5 ^ 2 = 7.
    /// assert_eq!(nim.value_of_counts(&[(7, 1_000_000_000_000_000_000), (5, 3), (2, 1)]), 7);
    /// ```
    pub fn value_of_counts(&mut self, sum: &[(G::Position, u64)]) -> u64 {
        let mut x = 0;
        for (p, count) in sum {
            if count % 2 == 1 {
                x ^= self.value(p);
            }
        }
        x
    }

    /// The winning moves of a sum given as `(position, count)` pairs, with
    /// the multiset never expanded: each distinct winning move once (which
    /// pair moves, to which option), in order of pairs, then options, and
    /// the number of winning moves counting each copy apart (a pair of
    /// count `c` with `w` winning options adds `c * w`).
    ///
    /// The sum's value `S` is [`value_of_counts`](Self::value_of_counts).
    /// Moving one copy of a component of value `v` to an option of value
    /// `v'` leaves `S ^ v ^ v'`, so the winning options are those of value
    /// `S ^ v`, whatever the count: a component of even count (which adds 0
    /// to `S`) still has winning moves when `S != 0`. Pairs of count 0 are
    /// skipped, and a position given in several pairs is one component of
    /// their total count, listed at its first pair of nonzero count.
    ///
    /// # Panics
    /// As [`value`](Self::value), and if the count overflows `u128`
    /// (impossible below 2^64 pairs of options).
    ///
    /// # Complexity
    /// One [`Game::options`] call per distinct position of nonzero count,
    /// plus the values, and one hash-map entry per pair (to merge pairs
    /// holding the same position).
    ///
    /// # Example
    /// ```
    /// use grundy::game::{game_fn, Grundy, SumMove};
    /// // Nim: two heaps of 6 (they cancel) and one of 5: S = 5. A 6 may drop
    /// // to 6 ^ 5 = 3 (option 3 of 6, in two ways), the 5 to 0.
    /// let mut nim = Grundy::new(game_fn(|&n: &u64| (0..n).map(|m| vec![m]).collect()));
    /// let w = nim.winning_moves_counted(&[(6, 2), (5, 1)]);
    /// assert_eq!(
    ///     w.moves,
    ///     vec![
    ///         SumMove { component: 0, option: 3, to: vec![3] },
    ///         SumMove { component: 1, option: 0, to: vec![0] },
    ///     ]
    /// );
    /// assert_eq!(w.count, 3);
    /// // Take 1 or 2 (values n mod 3): 4 bottles of 2 beans, one of 1:
    /// // S = 1. A 2 would need an option of value 1 ^ 2 = 3 (none); the 1
    /// // goes to 0.
    /// let mut g = Grundy::new(game_fn(|&n: &u64| {
    ///     [1, 2].iter().filter(|&&k| k <= n).map(|&k| vec![n - k]).collect()
    /// }));
    /// let w = g.winning_moves_counted(&[(2, 4), (1, 1)]);
    /// assert_eq!(w.moves, vec![SumMove { component: 1, option: 0, to: vec![0] }]);
    /// assert_eq!(w.count, 1);
    /// ```
    pub fn winning_moves_counted(
        &mut self,
        sum: &[(G::Position, u64)],
    ) -> CountedMoves<G::Position> {
        let total = self.value_of_counts(sum);
        let mut moves = Vec::new();
        let mut count: u128 = 0;
        if total == 0 {
            return CountedMoves { moves, count };
        }
        // Each position's first pair and total count.
        let mut first: FxHashMap<G::Position, (usize, u128)> = FxHashMap::default();
        for (i, (p, c)) in sum.iter().enumerate() {
            if *c > 0 {
                first.entry(p.clone()).or_insert((i, 0)).1 += u128::from(*c);
            }
        }
        for (i, (p, _)) in sum.iter().enumerate() {
            let copies = match first.get(p) {
                Some(&(at, copies)) if at == i => copies,
                _ => continue, // no copy, or merged into its first pair
            };
            let want = total ^ self.value(p);
            for (option, (to, v)) in self.options_with_values(p).into_iter().enumerate() {
                if v == want {
                    moves.push(SumMove {
                        component: i,
                        option,
                        to,
                    });
                    count = count
                        .checked_add(copies)
                        .expect("winning_moves_counted: the count overflows u128");
                }
            }
        }
        CountedMoves { moves, count }
    }
}
