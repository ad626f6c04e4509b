//! Partizan games: the two players have different moves. Left (Blue) is
//! positive, Right (Red) negative; a game is `{L1, L2 | R1}` (its Left and
//! Right options), and a sum of games lets the player to move choose one
//! component. Whoever cannot move loses. Values are no longer nimbers but
//! Conway's games (ONAG; Winning Ways ch. 1-8; Siegel, *Combinatorial Game
//! Theory* (CGT), ch. II): in the cases contests use, numbers (dyadic
//! rationals such as 3/8), numbers plus nimbers (`1/2*`), and in general
//! canonical forms.
//!
//! # What each file holds
//!
//! - [`dyadic`]: exact dyadic rationals `p / 2^q` of any size (an `i64`
//!   fast path, big integers beyond it) and the simplest number between
//!   two values (Conway's simplicity rule; ONAG ch. 1-2, Siegel CGT II.3);
//! - [`game`]: a partizan game defined once by its moves ([`Partizan`],
//!   [`partizan_fn`]), the memo with an explicit stack ([`Solver`]) and the
//!   values that are numbers ([`Numbers`]), with an error naming the first
//!   position that is not a number, or a cycle;
//! - [`number_nimber`]: values `x + *n` from the options ([`NumberNimbers`]);
//! - [`canonical`]: canonical forms of any short game, hash-consed
//!   ([`Canonical`]): comparison, sums, negatives, outcome, CGSuite's
//!   notation, and any game's positions through a [`Solver`] with it;
//! - [`hackenbush`]: Blue-Red(-Green) Hackenbush: stalks in O(length) by
//!   Berlekamp's rule, trees in O(edges) by ordinal sums, any graph of up
//!   to 64 edges as a [`Partizan`] game;
//! - this file: the [`Outcome`] classes.
//!
//! # Outcomes
//!
//! A game `G` is positive (`G > 0`, Left wins whoever starts), negative
//! (Right wins), zero (the second player wins) or fuzzy (`G || 0`, the first
//! player wins). A sum's outcome is its value's: a sum of numbers is won by
//! Left iff the sum is positive.
//!
//! ```
//! use grundy::partizan::{partizan_fn, Dyadic, Outcome, Solver};
//! // Blue-Red Hackenbush on stalks: a stalk is a string of 'B' and 'R'
//! // edges from the ground up; cutting an edge removes it and all above.
//! let stalk = partizan_fn(
//!     |s: &String| (0..s.len()).filter(|&i| &s[i..=i] == "B").map(|i| vec![s[..i].to_string()]).collect(),
//!     |s: &String| (0..s.len()).filter(|&i| &s[i..=i] == "R").map(|i| vec![s[..i].to_string()]).collect(),
//! );
//! let mut solver = Solver::numbers(stalk);
//! // BR = {0 | 1} = 1/2, BRR = {0 | 1, 1/2} = 1/4 (Winning Ways ch. 1).
//! assert_eq!(solver.value(&"BR".to_string()), Ok(Dyadic::new(1, 1)));
//! assert_eq!(solver.value(&"BRR".to_string()), Ok(Dyadic::new(1, 2)));
//! // BR + BR + R = 1/2 + 1/2 - 1 = 0: the second player wins.
//! let sum = ["BR", "BR", "R"].map(String::from);
//! assert_eq!(solver.outcome_of_sum(&sum), Ok(Outcome::Previous));
//! ```

//! # A contest problem (the example of `docs/partizan.md`)
//!
//! Cakes (Cutcake, Winning Ways ch. 2) and Blue-Red-Green stalks side by side:
//!
//! ```
//! use grundy::partizan::{partizan_fn, NumberNimber, Solver};
//!
//! let cutcake = partizan_fn(
//!     |&(w, h): &(u32, u32)| (1..w).map(|a| vec![(a, h), (w - a, h)]).collect(),
//!     |&(w, h): &(u32, u32)| (1..h).map(|b| vec![(w, b), (w, h - b)]).collect(),
//! );
//! // 4 x 1 = {2 |} = 3 (every cut leaves 1 + 2 or 2 x 1 + 2 x 1), 1 x 3 = -2,
//! // and 4 x 2 = {0 | 6} = 1 (Left's best cut leaves 2 x 2 + 2 x 2 = 0,
//! // Right's 4 x 1 + 4 x 1 = 6).
//! let cakes = Solver::numbers(cutcake).value_of_sum(&[(4, 1), (1, 3), (4, 2)]).unwrap();
//! assert_eq!(cakes.to_string(), "2");
//!
//! fn cut(s: &String, colour: char) -> Vec<Vec<String>> {
//!     s.char_indices()
//!         .filter(|&(_, c)| c == colour || c == 'G')
//!         .map(|(i, _)| vec![s[..i].to_string()])
//!         .collect()
//! }
//! let stalks = partizan_fn(|s: &String| cut(s, 'B'), |s: &String| cut(s, 'R'));
//! let mut solver = Solver::number_nimbers(stalks);
//! // BR = 1/2, RG = -1 + *, GG = *2.
//! let s = solver.value_of_sum(&["BR", "RG", "GG"].map(String::from)).unwrap();
//! assert_eq!(s.to_string(), "-1/2*3");
//! let total = NumberNimber::new(cakes, 0) + s;
//! assert_eq!(total.to_string(), "1 1/2*3");
//! assert_eq!(total.outcome().to_string(), "Left wins");
//! // A stalk with green under blue is ^*, no number plus nimber: an error
//! // naming it, never a wrong value.
//! let err = solver.value(&"GB".to_string()).unwrap_err();
//! assert_eq!(err.position, "\"GB\"");
//! ```

pub mod canonical;
pub mod dyadic;
pub mod game;
pub mod hackenbush;
pub mod number_nimber;
#[cfg(test)]
mod tests;

pub use self::canonical::{Canonical, GameId};
pub use self::dyadic::Dyadic;
pub use self::game::{partizan_fn, FnPartizan, Fold, Numbers, Partizan, Solver, ValueError};
pub use self::number_nimber::{NumberNimber, NumberNimbers};

/// Who wins a game: the four outcome classes (L, R, N, P).
///
/// # Example
/// ```
/// use grundy::partizan::{Dyadic, Outcome};
/// assert_eq!(Outcome::of_number(&Dyadic::new(-1, 2)), Outcome::Right);
/// assert_eq!(Outcome::Next.to_string(), "first player wins");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// Left wins, moving first or second (`G > 0`).
    Left,
    /// Right wins, moving first or second (`G < 0`).
    Right,
    /// The player to move wins (`G || 0`, fuzzy).
    Next,
    /// The player to move loses (`G = 0`).
    Previous,
}

impl Outcome {
    /// The outcome of a number: its sign (0 is a second-player win).
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::{Dyadic, Outcome};
    /// assert_eq!(Outcome::of_number(&Dyadic::int(2)), Outcome::Left);
    /// assert_eq!(Outcome::of_number(&Dyadic::ZERO), Outcome::Previous);
    /// ```
    pub fn of_number(x: &Dyadic) -> Outcome {
        match x.cmp(&Dyadic::ZERO) {
            std::cmp::Ordering::Greater => Outcome::Left,
            std::cmp::Ordering::Less => Outcome::Right,
            std::cmp::Ordering::Equal => Outcome::Previous,
        }
    }

    /// The outcome from who wins moving first: `left_first` (Left wins
    /// when Left starts) and `right_first` (Right wins when Right starts).
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::Outcome;
    /// assert_eq!(Outcome::from_first_moves(true, true), Outcome::Next);
    /// assert_eq!(Outcome::from_first_moves(true, false), Outcome::Left);
    /// ```
    pub fn from_first_moves(left_first: bool, right_first: bool) -> Outcome {
        match (left_first, right_first) {
            (true, true) => Outcome::Next,
            (true, false) => Outcome::Left,
            (false, true) => Outcome::Right,
            (false, false) => Outcome::Previous,
        }
    }
}

impl std::fmt::Display for Outcome {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Outcome::Left => "Left wins",
            Outcome::Right => "Right wins",
            Outcome::Next => "first player wins",
            Outcome::Previous => "second player wins",
        })
    }
}
