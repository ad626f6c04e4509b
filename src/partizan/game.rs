//! A partizan game defined once by its moves, and the memo that values its
//! positions with an explicit stack.
//!
//! A [`Partizan`] game says, for a position, Left's options and Right's
//! options; each option is a list of independent components (a sum), as in
//! [`game::Game`](crate::impartial::game::Game): `vec![]` leaves nothing, `vec![a, b]`
//! leaves two games side by side. The game must be finite and acyclic; a
//! position reached again from itself is reported as an error
//! ([`ValueError`]), never a hang or a stack overflow.
//!
//! A [`Solver`] values positions bottom-up through a [`Fold`], which says
//! how a sum's components combine and how a position's value comes from its
//! options' values:
//! - [`Numbers`]: a position whose options are all numbers is the number
//!   `simplest_between(max Left option, min Right option)` (the simplicity
//!   theorem, ONAG ch. 2, CGT ch. II, on numbers), valid when Left's best
//!   is below Right's best; otherwise it is not a number (it is `{a | b}`
//!   with `a >= b`: a switch, hot, or `a + *` when `a = b`; CGT ch. II), and
//!   the solver fails naming that position;
//! - [`NumberNimbers`](super::NumberNimbers): values `x + *n`;
//! - [`Canonical`](super::Canonical): any value, as a canonical form.
//!
//! The search is depth first on an explicit stack (the path of positions
//! being valued, each with its option lists): a chain 10^5 moves deep is a
//! test. Every valued position is kept in a hash map ([`fxhash`](crate::judge::fxhash)).
//!
//! ```
//! use grundy::partizan::{partizan_fn, Dyadic, Outcome, Solver};
//! // Cutcake on a w x h cake (Winning Ways ch. 2): Left cuts along a
//! // vertical line (a w x h cake into a x h and (w - a) x h), Right along a
//! // horizontal one.
//! let cutcake = partizan_fn(
//!     |&(w, h): &(u32, u32)| (1..w).map(|a| vec![(a, h), (w - a, h)]).collect(),
//!     |&(w, h): &(u32, u32)| (1..h).map(|b| vec![(w, b), (w, h - b)]).collect(),
//! );
//! let mut solver = Solver::numbers(cutcake);
//! // 2 x 1: Left cuts it into two 1 x 1 (worth 0): {0 |} = 1. 4 x 1: 3.
//! assert_eq!(solver.value(&(2, 1)), Ok(Dyadic::int(1)));
//! assert_eq!(solver.value(&(4, 1)), Ok(Dyadic::int(3)));
//! // 1 x 2 is {| 0} = -1. A 2 x 2 cake: Left's cut leaves 1 x 2 + 1 x 2 = -2,
//! // Right's leaves 2 x 1 + 2 x 1 = 2, so {-2 | 2} = 0.
//! assert_eq!(solver.value(&(2, 2)), Ok(Dyadic::ZERO));
//! // 4 x 1 + 1 x 2 + 1 x 2 = 3 - 2 = 1 > 0: Left wins whoever starts.
//! assert_eq!(solver.outcome_of_sum(&[(4, 1), (1, 2), (1, 2)]), Ok(Outcome::Left));
//! ```

use super::{Dyadic, Outcome};
use crate::judge::fxhash::{FxHashMap, FxHashSet};
use std::fmt::{self, Debug};
use std::hash::Hash;
use std::marker::PhantomData;

/// A finite acyclic partizan game: its positions and each player's options.
///
/// See the [module documentation](self).
pub trait Partizan {
    /// A position; cloned into the memo, hashed once per lookup, and
    /// printed with `Debug` in an error.
    type Position: Clone + Eq + Hash + Debug;

    /// Left's options of `position`, each the list of components it leaves.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::{partizan_fn, Partizan};
    /// let g = partizan_fn(|&n: &u8| vec![vec![n - 1]; (n > 0) as usize], |_: &u8| vec![]);
    /// assert_eq!(g.left_options(&3), vec![vec![2]]);
    /// ```
    fn left_options(&self, position: &Self::Position) -> Vec<Vec<Self::Position>>;

    /// Right's options of `position`, each the list of components it leaves.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::{partizan_fn, Partizan};
    /// let g = partizan_fn(|_: &u8| vec![], |&n: &u8| vec![vec![]; n as usize]);
    /// assert_eq!(g.right_options(&2), vec![Vec::<u8>::new(), vec![]]);
    /// ```
    fn right_options(&self, position: &Self::Position) -> Vec<Vec<Self::Position>>;
}

/// A [`Partizan`] game from two closures: see [`partizan_fn`].
///
/// # Example
/// ```
/// use grundy::partizan::{partizan_fn, Partizan};
/// let g = partizan_fn(|_: &u8| vec![vec![]], |_: &u8| vec![]);
/// assert_eq!(g.left_options(&0).len(), 1);
/// ```
pub struct FnPartizan<P, L, R> {
    left: L,
    right: R,
    position: PhantomData<fn(&P)>,
}

/// The game whose Left options are `left(position)` and Right options
/// `right(position)`.
///
/// # Example
/// ```
/// use grundy::partizan::{partizan_fn, Dyadic, Solver};
/// // n blue tokens: Left removes one, Right has no move: the integer n.
/// let g = partizan_fn(|&n: &i64| if n > 0 { vec![vec![n - 1]] } else { vec![] }, |_| vec![]);
/// assert_eq!(Solver::numbers(g).value(&5), Ok(Dyadic::int(5)));
/// ```
pub fn partizan_fn<P, L, R>(left: L, right: R) -> FnPartizan<P, L, R>
where
    P: Clone + Eq + Hash + Debug,
    L: Fn(&P) -> Vec<Vec<P>>,
    R: Fn(&P) -> Vec<Vec<P>>,
{
    FnPartizan {
        left,
        right,
        position: PhantomData,
    }
}

impl<P, L, R> Partizan for FnPartizan<P, L, R>
where
    P: Clone + Eq + Hash + Debug,
    L: Fn(&P) -> Vec<Vec<P>>,
    R: Fn(&P) -> Vec<Vec<P>>,
{
    type Position = P;
    fn left_options(&self, position: &P) -> Vec<Vec<P>> {
        (self.left)(position)
    }
    fn right_options(&self, position: &P) -> Vec<Vec<P>> {
        (self.right)(position)
    }
}

/// How a [`Solver`] makes values: the value of a sum from its components',
/// a position's value from its options' values, and the outcome of a value.
pub trait Fold {
    /// The value of a position.
    type Value: Clone + Debug;

    /// The value of the empty sum (the game 0).
    fn zero(&mut self) -> Self::Value;

    /// The value of the sum `a + b`.
    fn add(&mut self, a: &Self::Value, b: &Self::Value) -> Self::Value;

    /// The value of a position whose Left options have the values `left`
    /// and Right options `right`, or why it has none in this kind of value.
    fn join(&mut self, left: &[Self::Value], right: &[Self::Value]) -> Result<Self::Value, String>;

    /// Who wins a game of value `value`.
    fn outcome(&mut self, value: &Self::Value) -> Outcome;
}

/// Values that are numbers ([`Dyadic`]): see the [module documentation](self).
///
/// # Example
/// ```
/// use grundy::partizan::{Dyadic, Fold, Numbers};
/// let one = Dyadic::int(1);
/// assert_eq!(Numbers.join(&[Dyadic::ZERO], &[one.clone()]), Ok(Dyadic::new(1, 1)));
/// assert!(Numbers.join(&[one], &[Dyadic::ZERO]).is_err()); // {1 | 0}: hot
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct Numbers;

impl Fold for Numbers {
    type Value = Dyadic;
    fn zero(&mut self) -> Dyadic {
        Dyadic::ZERO
    }
    fn add(&mut self, a: &Dyadic, b: &Dyadic) -> Dyadic {
        a + b
    }
    fn join(&mut self, left: &[Dyadic], right: &[Dyadic]) -> Result<Dyadic, String> {
        let best_left = left.iter().max().cloned();
        let best_right = right.iter().min().cloned();
        if let (Some(l), Some(r)) = (&best_left, &best_right) {
            if l >= r {
                return Err(format!(
                    "not a number: Left's best option {l} >= Right's best option {r}"
                ));
            }
        }
        Ok(Dyadic::simplest_between(best_left, best_right))
    }
    fn outcome(&mut self, value: &Dyadic) -> Outcome {
        Outcome::of_number(value)
    }
}

/// Why a position has no value: it is not of the kind the [`Fold`] makes
/// (say, not a number), or it is reached again from itself (a cycle).
/// `Display` gives one line naming the position by its `Debug` text.
///
/// # Example
/// ```
/// use grundy::partizan::{partizan_fn, Solver};
/// // Position 1 is {0 | 0} = *, not a number.
/// let g = partizan_fn(|&n: &u8| vec![vec![]; n as usize], |&n: &u8| vec![vec![]; n as usize]);
/// let err = Solver::numbers(g).value(&1).unwrap_err();
/// assert_eq!(err.position, "1");
/// assert_eq!(
///     err.to_string(),
///     "position 1 has no value: not a number: Left's best option 0 >= Right's best option 0"
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ValueError {
    /// The position, as `Debug` prints it.
    pub position: String,
    /// Why: the [`Fold`]'s reason, or the cycle.
    pub reason: String,
    /// Whether the position is reached again from itself.
    pub cycle: bool,
}

impl fmt::Display for ValueError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "position {} has no value: {}",
            self.position, self.reason
        )
    }
}

impl std::error::Error for ValueError {}

/// A position on the search path: its options (Left's first), the option
/// and component being summed, the sum so far, the options' values.
struct Frame<P, V> {
    position: P,
    options: Vec<Vec<P>>,
    lefts: usize,
    option: usize,
    component: usize,
    sum: V,
    values: Vec<V>,
}

/// The memo of a [`Partizan`] game's values under a [`Fold`]: see the
/// [module documentation](self).
///
/// # Example
/// ```
/// use grundy::partizan::{partizan_fn, Dyadic, Solver};
/// // A chain 100,000 moves deep: Left moves n to n - 1, Right has no move.
/// let g = partizan_fn(|&n: &u32| if n > 0 { vec![vec![n - 1]] } else { vec![] }, |_| vec![]);
/// assert_eq!(Solver::numbers(g).value(&100_000), Ok(Dyadic::int(100_000)));
/// ```
pub struct Solver<G: Partizan, F: Fold> {
    game: G,
    fold: F,
    memo: FxHashMap<G::Position, F::Value>,
}

impl<G: Partizan> Solver<G, Numbers> {
    /// A solver whose values are numbers.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::{partizan_fn, Dyadic, Solver};
    /// // {0 | 1} = 1/2: position 1 has Left option 0 and Right option 2.
    /// let g = partizan_fn(
    ///     |&n: &u8| if n == 1 { vec![vec![0]] } else { vec![] },
    ///     |&n: &u8| if n == 1 { vec![vec![2]] } else { vec![] },
    /// );
    /// let mut s = Solver::numbers(g);
    /// assert_eq!(s.value(&2), Ok(Dyadic::ZERO)); // no moves
    /// // Position 2 is 0, not 1: {0 | 0} is not a number.
    /// assert!(s.value(&1).is_err());
    /// ```
    pub fn numbers(game: G) -> Self {
        Solver::new(game, Numbers)
    }
}

impl<G: Partizan, F: Fold> Solver<G, F> {
    /// A solver of `game` making values with `fold`.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::{partizan_fn, Dyadic, Numbers, Solver};
    /// let g = partizan_fn(|_: &u8| vec![], |_: &u8| vec![vec![]]);
    /// assert_eq!(Solver::new(g, Numbers).value(&0), Ok(Dyadic::int(-1))); // {| 0}
    /// ```
    pub fn new(game: G, fold: F) -> Self {
        Solver {
            game,
            fold,
            memo: FxHashMap::default(),
        }
    }

    /// The fold, e.g. the [`Canonical`](super::Canonical) arena holding the
    /// forms the values name.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::{partizan_fn, Numbers, Solver};
    /// let mut s = Solver::new(partizan_fn(|_: &u8| vec![], |_: &u8| vec![]), Numbers);
    /// let _numbers: &mut Numbers = s.fold_mut();
    /// ```
    pub fn fold_mut(&mut self) -> &mut F {
        &mut self.fold
    }

    /// How many positions are valued.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::{partizan_fn, Solver};
    /// let g = partizan_fn(|&n: &u8| if n > 0 { vec![vec![n - 1]] } else { vec![] }, |_| vec![]);
    /// let mut s = Solver::numbers(g);
    /// s.value(&4).unwrap();
    /// assert_eq!(s.len(), 5); // 4, 3, 2, 1, 0
    /// ```
    pub fn len(&self) -> usize {
        self.memo.len()
    }

    /// Whether no position is valued yet.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::{partizan_fn, Solver};
    /// let s = Solver::numbers(partizan_fn(|_: &u8| vec![], |_: &u8| vec![]));
    /// assert!(s.is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.memo.is_empty()
    }

    /// The value of `position`, or the first position met that has none
    /// (not of the fold's kind, or on a cycle).
    ///
    /// # Errors
    /// A [`ValueError`] naming that position (its `Debug` text) and why:
    /// the fold's reason (say, "not a number: Left's best option 1 >=
    /// Right's best option 0") or the cycle.
    ///
    /// # Panics
    /// Never for the size of a value: numbers are exact at any size
    /// ([`Dyadic`]), and the folds of this crate ([`Numbers`],
    /// [`NumberNimbers`](super::NumberNimbers),
    /// [`Canonical`](super::Canonical)) do not panic. Only a panic of the
    /// game's own option functions, or of a fold written by the caller,
    /// goes through.
    ///
    /// # Complexity
    /// Each position reached is asked for its options once and valued once
    /// (kept in the memo); the explicit stack holds the path being valued.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::{partizan_fn, Solver};
    /// // 0 -> 1 -> 0: a cycle, reported with the position seen twice.
    /// let g = partizan_fn(|&n: &u8| vec![vec![1 - n]], |_: &u8| vec![]);
    /// let err = Solver::numbers(g).value(&0).unwrap_err();
    /// assert!(err.cycle);
    /// assert_eq!(err.position, "0");
    /// ```
    pub fn value(&mut self, position: &G::Position) -> Result<F::Value, ValueError> {
        if let Some(v) = self.memo.get(position) {
            return Ok(v.clone());
        }
        let mut path: FxHashSet<G::Position> = FxHashSet::default();
        let mut stack = vec![self.frame(position.clone())];
        path.insert(position.clone());
        while let Some(top) = stack.last_mut() {
            let mut unknown = None;
            while top.option < top.options.len() {
                let option = &top.options[top.option];
                while top.component < option.len() {
                    let c = &option[top.component];
                    match self.memo.get(c) {
                        Some(v) => {
                            top.sum = self.fold.add(&top.sum, v);
                            top.component += 1;
                        }
                        None => {
                            unknown = Some(c.clone());
                            break;
                        }
                    }
                }
                if unknown.is_some() {
                    break;
                }
                let sum = std::mem::replace(&mut top.sum, self.fold.zero());
                top.values.push(sum);
                top.option += 1;
                top.component = 0;
            }
            if let Some(c) = unknown {
                if path.contains(&c) {
                    return Err(ValueError {
                        position: format!("{c:?}"),
                        reason: "it is reached again from itself (the game has a cycle)"
                            .to_string(),
                        cycle: true,
                    });
                }
                path.insert(c.clone());
                let frame = self.frame(c);
                stack.push(frame);
                continue;
            }
            let done = stack.pop().expect("a frame on the stack");
            let value = self
                .fold
                .join(&done.values[..done.lefts], &done.values[done.lefts..])
                .map_err(|reason| ValueError {
                    position: format!("{:?}", done.position),
                    reason,
                    cycle: false,
                })?;
            path.remove(&done.position);
            self.memo.insert(done.position, value);
        }
        Ok(self.memo[position].clone())
    }

    /// A new frame for `position`, its options asked once.
    fn frame(&mut self, position: G::Position) -> Frame<G::Position, F::Value> {
        let mut options = self.game.left_options(&position);
        let lefts = options.len();
        options.extend(self.game.right_options(&position));
        let values = Vec::with_capacity(options.len());
        Frame {
            position,
            options,
            lefts,
            option: 0,
            component: 0,
            sum: self.fold.zero(),
            values,
        }
    }

    /// The value of the sum of `positions`.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::{partizan_fn, Dyadic, Solver};
    /// // Position n >= 0: n blue tokens; n < 0: -n red tokens.
    /// let g = partizan_fn(
    ///     |&n: &i32| if n > 0 { vec![vec![n - 1]] } else { vec![] },
    ///     |&n: &i32| if n < 0 { vec![vec![n + 1]] } else { vec![] },
    /// );
    /// assert_eq!(Solver::numbers(g).value_of_sum(&[3, -5, 1]), Ok(Dyadic::int(-1)));
    /// ```
    pub fn value_of_sum(&mut self, positions: &[G::Position]) -> Result<F::Value, ValueError> {
        let mut sum = self.fold.zero();
        for p in positions {
            let v = self.value(p)?;
            sum = self.fold.add(&sum, &v);
        }
        Ok(sum)
    }

    /// Who wins the sum of `positions` (see [`Outcome`]).
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::{partizan_fn, Outcome, Solver};
    /// let g = partizan_fn(
    ///     |&n: &i32| if n > 0 { vec![vec![n - 1]] } else { vec![] },
    ///     |&n: &i32| if n < 0 { vec![vec![n + 1]] } else { vec![] },
    /// );
    /// let mut s = Solver::numbers(g);
    /// assert_eq!(s.outcome_of_sum(&[2, -2]), Ok(Outcome::Previous));
    /// assert_eq!(s.outcome_of_sum(&[2, -1]), Ok(Outcome::Left));
    /// ```
    pub fn outcome_of_sum(&mut self, positions: &[G::Position]) -> Result<Outcome, ValueError> {
        let v = self.value_of_sum(positions)?;
        Ok(self.fold.outcome(&v))
    }
}
