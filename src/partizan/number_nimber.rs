//! Values `x + *n`, a number plus a nimber: the values of Blue-Red-Green
//! Hackenbush stalks that end in green, of impartial games (x = 0), and of
//! many contest games, built from the options where the result is of this
//! form and an error naming the position otherwise.
//!
//! # Theory
//!
//! Sums: `(x + *n) + (y + *m) = (x + y) + *(n ^ m)` (numbers add, nimbers
//! add by XOR). Outcome: Left wins iff `x > 0`, Right iff `x < 0`; at `x = 0`
//! the first player wins iff `n != 0` (CGT ch. II, on numbers: number
//! avoidance).
//!
//! From options, all of the form `a + *m` (Left's) and `b + *k` (Right's),
//! with `A` the largest `a` and `B` the smallest `b`:
//! - `A < B`: the position is a number, the simplest `x` with every Left
//!   option `⧏ x ⧏` every Right option (the simplest number theorem, ONAG
//!   ch. 2, CGT ch. II): `x` in the open interval `(A, B)`, or `x = A` when
//!   every Left option with `a = A` has `m != 0` (then `A + *m` is confused
//!   with `A`), or likewise `x = B`; a closed end is taken when it is born
//!   earlier than the simplest number inside;
//! - `A = B = v`: Left options with `a < v` are dominated by those with
//!   `a = v` (`v + *m - (a + *m') > 0`), likewise Right's, so the position is
//!   `v + {*L | *R}` with `L`, `R` the nimbers of the options at `v`; and
//!   `{*L | *R} = *n` when `mex(L) = mex(R) = n`: in `{*L | *R} + *n` a move
//!   to `*l + *n` (`l != n`) is answered by equalising, and a move of `*n` to
//!   `*k`, `k < n`, by moving `{*L | *R}` to `*k` (in both `L` and `R`), so
//!   the second player wins. When the mexes differ, say `n = mex(L) <
//!   mex(R)`, the first player wins `{*L | *R} + *j` for every `j` (Left
//!   moving to `*j + *j` if `j < n`; Right to `*n + *n` if `j = n`, or `*j`
//!   to `*n` if `j > n`), so it is no nimber (`{0 | *} = ↑`): the position
//!   is an error (not `x + *n`);
//! - `A > B`: no `y + *n` has a Left option `a + *m` with `a > y` and a Right
//!   option with `b < y` both ⧏ and ⧐ it (the stops would cross), so the
//!   position is hot: an error.
//!
//! ```
//! use grundy::partizan::{Fold, NumberNimber, NumberNimbers, Dyadic};
//! let nn = |x: i64, n: u64| NumberNimber::new(Dyadic::int(x), n);
//! // {0, * | 0, *} = *2, {1 | 1} = 1*, {0 | *}: ↑, an error.
//! assert_eq!(NumberNimbers.join(&[nn(0, 0), nn(0, 1)], &[nn(0, 0), nn(0, 1)]), Ok(nn(0, 2)));
//! assert_eq!(NumberNimbers.join(&[nn(1, 0)], &[nn(1, 0)]).unwrap().to_string(), "1*");
//! assert!(NumberNimbers.join(&[nn(0, 0)], &[nn(0, 1)]).is_err());
//! ```

use super::game::{Fold, Partizan, Solver};
use super::{Dyadic, Outcome};
use std::fmt;
use std::ops::Add;

/// The value `number + *nimber`.
///
/// # Example
/// ```
/// use grundy::partizan::{Dyadic, NumberNimber};
/// let a = NumberNimber::new(Dyadic::new(1, 1), 3);
/// let b = NumberNimber::new(Dyadic::int(-1), 1);
/// assert_eq!((a + b).to_string(), "-1/2*2"); // 1/2 - 1 and *(3 ^ 1)
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct NumberNimber {
    /// The number part `x`.
    pub number: Dyadic,
    /// The nimber part `n` of `*n`.
    pub nimber: u64,
}

impl NumberNimber {
    /// The value `number + *nimber`.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::{Dyadic, NumberNimber};
    /// assert_eq!(NumberNimber::new(Dyadic::ZERO, 1).to_string(), "*");
    /// ```
    pub fn new(number: Dyadic, nimber: u64) -> NumberNimber {
        NumberNimber { number, nimber }
    }

    /// Who wins: Left iff `x > 0`, Right iff `x < 0`, else the first player
    /// iff `n != 0`.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::{Dyadic, NumberNimber, Outcome};
    /// assert_eq!(NumberNimber::new(Dyadic::new(-1, 3), 5).outcome(), Outcome::Right);
    /// assert_eq!(NumberNimber::new(Dyadic::ZERO, 5).outcome(), Outcome::Next);
    /// assert_eq!(NumberNimber::new(Dyadic::ZERO, 0).outcome(), Outcome::Previous);
    /// ```
    pub fn outcome(&self) -> Outcome {
        if self.number == Dyadic::ZERO && self.nimber != 0 {
            Outcome::Next
        } else {
            Outcome::of_number(&self.number)
        }
    }
}

impl Add for NumberNimber {
    type Output = NumberNimber;
    fn add(self, other: NumberNimber) -> NumberNimber {
        NumberNimber::new(self.number + other.number, self.nimber ^ other.nimber)
    }
}

impl<'a> Add<&'a NumberNimber> for &'a NumberNimber {
    type Output = NumberNimber;
    fn add(self, other: &NumberNimber) -> NumberNimber {
        NumberNimber::new(&self.number + &other.number, self.nimber ^ other.nimber)
    }
}

/// CGSuite's notation: `0`, `*`, `*3`, `1/2`, `1/2*`, `-2*3`.
impl fmt::Display for NumberNimber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.number != Dyadic::ZERO || self.nimber == 0 {
            write!(f, "{}", self.number)?;
        }
        match self.nimber {
            0 => Ok(()),
            1 => write!(f, "*"),
            n => write!(f, "*{n}"),
        }
    }
}

/// The fold of values `x + *n`: see the [module documentation](self).
///
/// # Example
/// ```
/// use grundy::partizan::{partizan_fn, NumberNimber, Solver, Dyadic};
/// // Nim heaps are impartial: heap n is *n.
/// let nim = partizan_fn(
///     |&n: &u64| (0..n).map(|m| vec![m]).collect(),
///     |&n: &u64| (0..n).map(|m| vec![m]).collect(),
/// );
/// let mut s = Solver::number_nimbers(nim);
/// assert_eq!(s.value_of_sum(&[3, 5]), Ok(NumberNimber::new(Dyadic::ZERO, 6)));
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct NumberNimbers;

/// The mex of the nimbers `m`.
fn mex(mut m: Vec<u64>) -> u64 {
    m.sort_unstable();
    m.dedup();
    m.iter()
        .zip(0..)
        .find(|&(&a, b)| a != b)
        .map_or(m.len() as u64, |(_, b)| b)
}

impl Fold for NumberNimbers {
    type Value = NumberNimber;
    fn zero(&mut self) -> NumberNimber {
        NumberNimber::new(Dyadic::ZERO, 0)
    }
    fn add(&mut self, a: &NumberNimber, b: &NumberNimber) -> NumberNimber {
        a + b
    }
    fn join(
        &mut self,
        left: &[NumberNimber],
        right: &[NumberNimber],
    ) -> Result<NumberNimber, String> {
        let a = left.iter().map(|v| &v.number).max().cloned();
        let b = right.iter().map(|v| &v.number).min().cloned();
        // The nimbers of the options at the best number of each side.
        let at = |options: &[NumberNimber], x: &Option<Dyadic>| -> Vec<u64> {
            options
                .iter()
                .filter(|v| Some(&v.number) == x.as_ref())
                .map(|v| v.nimber)
                .collect()
        };
        let (l, r) = (at(left, &a), at(right, &b));
        match (&a, &b) {
            (Some(a), Some(b)) if a > b => Err(format!(
                "not a number plus a nimber: Left's best number {a} > Right's best number {b} (hot)"
            )),
            (Some(v), Some(b)) if v == b => {
                let (n, m) = (mex(l), mex(r));
                if n == m {
                    Ok(NumberNimber::new(v.clone(), n))
                } else {
                    Err(format!(
                        "not a number plus a nimber: {v} + {{*L | *R}} with mex L = {n} != mex R = {m}"
                    ))
                }
            }
            _ => {
                // A < B: the simplest number x with every option confused
                // with or on the right side of it.
                let mut x = Dyadic::simplest_between(a.clone(), b.clone());
                for (end, nimbers) in [(a, l), (b, r)] {
                    if let Some(end) = end {
                        if !nimbers.contains(&0) && end.birthday() < x.birthday() {
                            x = end;
                        }
                    }
                }
                Ok(NumberNimber::new(x, 0))
            }
        }
    }
    fn outcome(&mut self, value: &NumberNimber) -> Outcome {
        value.outcome()
    }
}

impl<G: Partizan> Solver<G, NumberNimbers> {
    /// A solver whose values are numbers plus nimbers.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::{partizan_fn, Solver};
    /// // Position 1 is {0 | 0} = *, position 2 is {* | *} = 0.
    /// let g = partizan_fn(
    ///     |&n: &u8| if n > 0 { vec![vec![n - 1]] } else { vec![] },
    ///     |&n: &u8| if n > 0 { vec![vec![n - 1]] } else { vec![] },
    /// );
    /// let mut s = Solver::number_nimbers(g);
    /// assert_eq!(s.value(&1).unwrap().to_string(), "*");
    /// assert_eq!(s.value(&2).unwrap().to_string(), "0");
    /// ```
    pub fn number_nimbers(game: G) -> Self {
        Solver::new(game, NumberNimbers)
    }
}
