//! Canonical forms of short games, hash-consed: every game value is stored
//! once, so two games are equal iff their [`GameId`]s are.
//!
//! # Theory (Siegel, CGT ch. II; ONAG ch. 10; Winning Ways ch. 3)
//!
//! `G <= H` iff no Left option `G^L` has `G^L >= H` and no Right option
//! `H^R` has `H^R <= G`. A Left option `G^L1` is *dominated* if `G^L1 <=
//! G^L2` for another, and *reversible* if some `G^L1R <= G`; a Right option
//! likewise with the inequalities turned. Removing dominated options and
//! replacing a reversible `G^L1` by all the Left options of its `G^L1R`
//! (bypassing) keeps the value; a game with neither is in *canonical form*,
//! and two equal games in canonical form are identical (CGT ch. II, on
//! canonical forms).
//! So a form whose options are canonical ids is simplified and then looked
//! up in a hash table of (Left ids, Right ids): equal values get one id.
//!
//! # How it runs
//!
//! - [`Canonical::from_options`] sorts the options, then alternates removing
//!   dominated options and bypassing reversible ones until neither applies.
//!   The form being built lives in a scratch node (its value never changes
//!   while it is simplified, so comparisons with it are memoised for the
//!   build and then dropped).
//! - [`Canonical::le`] is the definition with a memo of pairs and an explicit
//!   stack; each step goes to an option of one side, so the stack is at most
//!   the sum of the two birthdays deep. Two shortcuts answer most pairs at
//!   once: numbers compare as [`Dyadic`]s, and the *stops* (the number a
//!   game ends in when Left, or Right, starts and both play well; Winning
//!   Ways ch. 6, CGT ch. II) decide `G < H` when `Ls(G) < Rs(H)` and `G > H`
//!   when `Rs(G) > Ls(H)` (as `Ls(G - H) <= Ls(G) - Rs(H)`, and a game with a
//!   negative Left stop is negative).
//! - [`Canonical::add`] takes `G + H = {G^L + H, G + H^L | G^R + H, G + H^R}`
//!   with a memo of pairs and an explicit stack; when one of the two is a
//!   number `x` (and the other is not) only the other's options are used,
//!   `G + x = {G^L + x | G^R + x}` (number translation, CGT ch. II, on
//!   numbers), and two numbers add as [`Dyadic`]s.
//! - [`Canonical::neg`] swaps and negates the options (a canonical form's
//!   negative is canonical).
//!
//! # Recognised forms and printing
//!
//! [`Canonical::display`] prints CGSuite's notation: numbers (`3/4`, `-2`),
//! number plus nimber (`*`, `*2`, `1/2*`), ups (`^`, `^^`, `^3`, `v*`,
//! `1/2^*`: `x + k.^ + *m`), `±1` for a switch `{a | -a}`, and otherwise
//! `{L1,L2|R1}` with the options printed the same way (nested braces).
//!
//! ```
//! use grundy::partizan::Canonical;
//! let mut c = Canonical::new();
//! let (zero, star, up) = (c.zero(), c.star(), c.up());
//! // ^ + ^ + * = ^^*, and {0 | ^} = ^^* (Winning Ways ch. 3).
//! let a = c.add(up, up);
//! let a = c.add(a, star);
//! let b = c.from_options(&[zero], &[up]);
//! assert_eq!(a, b);
//! assert_eq!(c.display(a), "^^*");
//! // * + * = 0, and ^ is confused with *.
//! assert_eq!(c.add(star, star), zero);
//! assert_eq!(c.compare(up, star), None);
//! ```

use super::game::Fold;
use super::{Dyadic, NumberNimber, Outcome};
use crate::judge::fxhash::FxHashMap;
use std::cmp::Ordering;

/// A canonical form stored in a [`Canonical`] arena; equal games have
/// equal ids (in the same arena).
///
/// # Example
/// ```
/// use grundy::partizan::Canonical;
/// let mut c = Canonical::new();
/// let star = c.star();
/// assert_eq!(c.from_options(&[c.zero()], &[c.zero()]), star); // {0 | 0} = *
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct GameId(u32);

/// The id of the scratch node (a form being simplified).
const SCRATCH: GameId = GameId(u32::MAX);

/// Formerly the largest integer whose canonical form was made (then a chain
/// of that many stored forms). No longer a limit: a number's form is
/// stored with its options made only when asked for, so an integer of any
/// size costs O(1) forms; kept so that code naming it still compiles.
pub const MAX_INTEGER: i64 = 1 << 20;

/// A stored form: options (sorted ids) and what is known of it.
#[derive(Clone, Debug, Default)]
struct Node {
    left: Vec<GameId>,
    right: Vec<GameId>,
    /// A number whose options are not made yet (`left`, `right` empty
    /// until [`Canonical::expand`]).
    pending: bool,
    birthday: u64,
    /// Its value if it is a number.
    number: Option<Dyadic>,
    /// Its value if it is a number plus a nimber.
    number_nimber: Option<NumberNimber>,
    /// Left stop and right stop.
    stops: (Dyadic, Dyadic),
    /// Whether every option is a number plus a nimber or itself `ups`
    /// (what every option of `x + k.^ + *m` is): only such forms are
    /// tried by [`Canonical::as_ups`].
    ups_shaped: bool,
}

/// An arena of canonical forms: see the [module documentation](self).
///
/// # Example
/// ```
/// use grundy::partizan::{Canonical, Dyadic, Outcome};
/// let mut c = Canonical::new();
/// let (zero, one) = (c.zero(), c.from_number(Dyadic::int(1)));
/// let switch = c.from_options(&[one], &[zero]); // {1 | 0}
/// assert_eq!(c.display(switch), "{1|0}");
/// assert_eq!(c.outcome(switch), Outcome::Next);
/// ```
#[derive(Clone, Debug)]
pub struct Canonical {
    nodes: Vec<Node>,
    scratch: Node,
    intern: FxHashMap<(Vec<GameId>, Vec<GameId>), GameId>,
    numbers: FxHashMap<Dyadic, GameId>,
    nimbers: Vec<GameId>,
    le_memo: FxHashMap<(GameId, GameId), bool>,
    scratch_memo: FxHashMap<(GameId, GameId), bool>,
    sums: FxHashMap<(GameId, GameId), GameId>,
    negatives: FxHashMap<GameId, GameId>,
    ups: FxHashMap<GameId, Option<(Dyadic, i64, u64)>>,
}

impl Default for Canonical {
    fn default() -> Self {
        Canonical::new()
    }
}

/// A sum waiting for the sums that are its options.
struct SumFrame {
    a: GameId,
    b: GameId,
    pairs: Vec<(GameId, GameId)>,
    lefts: usize,
    done: Vec<GameId>,
}

impl Canonical {
    /// An arena holding only 0.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::Canonical;
    /// let c = Canonical::new();
    /// assert_eq!(c.len(), 1);
    /// ```
    pub fn new() -> Canonical {
        let mut c = Canonical {
            nodes: Vec::new(),
            scratch: Node::default(),
            intern: FxHashMap::default(),
            numbers: FxHashMap::default(),
            nimbers: Vec::new(),
            le_memo: FxHashMap::default(),
            scratch_memo: FxHashMap::default(),
            sums: FxHashMap::default(),
            negatives: FxHashMap::default(),
            ups: FxHashMap::default(),
        };
        let zero = c.from_number(Dyadic::ZERO);
        c.nimbers.push(zero);
        c
    }

    /// How many forms are stored.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::Canonical;
    /// let mut c = Canonical::new();
    /// c.star();
    /// assert_eq!(c.len(), 2); // 0 and *
    /// ```
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Whether the arena is empty (never: it holds 0).
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::Canonical;
    /// assert!(!Canonical::new().is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    fn node(&self, g: GameId) -> &Node {
        if g == SCRATCH {
            &self.scratch
        } else {
            &self.nodes[g.0 as usize]
        }
    }

    /// Left's options of the canonical form `g`, sorted by id (a number's
    /// options are made when first asked for, hence `&mut`).
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::{Canonical, Dyadic};
    /// let mut c = Canonical::new();
    /// let (up, zero) = (c.up(), c.zero()); // ^ = {0 | *}
    /// assert_eq!(c.left(up), &[zero]);
    /// let big = c.from_number(Dyadic::pow2(100)); // {2^100 - 1 |}
    /// let below = c.left(big)[0];
    /// assert_eq!(c.as_number(below), Some(Dyadic::pow2(100) - Dyadic::int(1)));
    /// ```
    pub fn left(&mut self, g: GameId) -> &[GameId] {
        self.expand(g);
        &self.node(g).left
    }

    /// Right's options of the canonical form `g`, sorted by id.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::Canonical;
    /// let mut c = Canonical::new();
    /// let (up, star) = (c.up(), c.star());
    /// assert_eq!(c.right(up), &[star]);
    /// ```
    pub fn right(&mut self, g: GameId) -> &[GameId] {
        self.expand(g);
        &self.node(g).right
    }

    /// The birthday of `g`: 0 for `{|}`, else one more than its options'
    /// largest (of the canonical form, so the least of any form of it);
    /// `u64::MAX` if it is larger (a number beyond 2^64, or a form over
    /// one: [`Dyadic::birthday`] gives a number's exactly).
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::{Canonical, Dyadic};
    /// let mut c = Canonical::new();
    /// let (up, x) = (c.up(), c.from_number(Dyadic::new(3, 2)));
    /// assert_eq!((c.birthday(up), c.birthday(x)), (2, 3));
    /// ```
    pub fn birthday(&self, g: GameId) -> u64 {
        self.node(g).birthday
    }

    /// Left's stop and Right's stop of `g`: the number play ends in when
    /// Left (or Right) moves first and both move while the game is not a
    /// number (Winning Ways ch. 6; CGT ch. II).
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::{Canonical, Dyadic};
    /// let mut c = Canonical::new();
    /// let (zero, two) = (c.zero(), c.from_number(Dyadic::int(2)));
    /// let g = c.from_options(&[two], &[zero]); // {2 | 0}
    /// assert_eq!(c.stops(g), (Dyadic::int(2), Dyadic::ZERO));
    /// ```
    pub fn stops(&self, g: GameId) -> (Dyadic, Dyadic) {
        self.node(g).stops.clone()
    }

    /// The form `{left | right}` stored as it is: `left` and `right` must be
    /// sorted and canonical (no dominated or reversible option).
    fn intern(&mut self, left: Vec<GameId>, right: Vec<GameId>) -> GameId {
        let key = (left, right);
        if let Some(&id) = self.intern.get(&key) {
            return id;
        }
        let (left, right) = key;
        // All options numbers, Left's below Right's: a number, stored once
        // (perhaps already, its options not yet made).
        let number = self.number_of_options(&left, &right);
        if let Some(x) = number {
            let id = self.number_node(x);
            self.expand(id);
            return id;
        }
        let birthday = left
            .iter()
            .chain(&right)
            .map(|&g| self.node(g).birthday.saturating_add(1))
            .max()
            .unwrap_or(0);
        let number_nimber = self.star_shape(&left, &right);
        let stops = (
            left.iter()
                .map(|&g| &self.node(g).stops.1)
                .max()
                .cloned()
                .unwrap_or(Dyadic::ZERO),
            right
                .iter()
                .map(|&g| &self.node(g).stops.0)
                .min()
                .cloned()
                .unwrap_or(Dyadic::ZERO),
        );
        let ups_shaped = number_nimber.is_none()
            && left.iter().chain(&right).all(|&g| {
                let n = self.node(g);
                n.number_nimber.is_some() || n.ups_shaped
            });
        // (No `u32::try_from`: bundles are also compiled as edition 2015,
        // whose prelude lacks `TryFrom`.)
        assert!(
            self.nodes.len() < SCRATCH.0 as usize,
            "fewer than 2^32 - 1 forms"
        );
        let id = GameId(self.nodes.len() as u32);
        self.nodes.push(Node {
            left: left.clone(),
            right: right.clone(),
            pending: false,
            birthday,
            number: None,
            number_nimber,
            stops,
            ups_shaped,
        });
        self.intern.insert((left, right), id);
        id
    }

    /// The id of the number `x`, stored with its options not made yet if
    /// it is new: O(1) forms for a number of any size.
    fn number_node(&mut self, x: Dyadic) -> GameId {
        if let Some(&id) = self.numbers.get(&x) {
            return id;
        }
        assert!(
            self.nodes.len() < SCRATCH.0 as usize,
            "fewer than 2^32 - 1 forms"
        );
        let id = GameId(self.nodes.len() as u32);
        let birthday = x.birthday().num().map_or(u64::MAX, |b| b as u64);
        self.nodes.push(Node {
            left: Vec::new(),
            right: Vec::new(),
            pending: true,
            birthday,
            number: Some(x.clone()),
            number_nimber: Some(NumberNimber::new(x.clone(), 0)),
            stops: (x.clone(), x.clone()),
            ups_shaped: false,
        });
        self.numbers.insert(x, id);
        id
    }

    /// Makes the options of a number stored by [`Canonical::number_node`]:
    /// `{x - 1 |}` for an integer `x > 0`, `{| x + 1}` for `x < 0`,
    /// `{x - 2^-q | x + 2^-q}` for `p / 2^q` (the canonical form of a
    /// number, CGT ch. II.3), each option itself stored with its options
    /// not yet made.
    fn expand(&mut self, g: GameId) {
        if g == SCRATCH || !self.nodes[g.0 as usize].pending {
            return;
        }
        let y = self.nodes[g.0 as usize]
            .number
            .clone()
            .expect("a pending form is a number");
        let (l, r) = if y == Dyadic::ZERO {
            (None, None)
        } else if y.is_integer() {
            if y > Dyadic::ZERO {
                (Some(&y - &Dyadic::int(1)), None)
            } else {
                (None, Some(&y + &Dyadic::int(1)))
            }
        } else {
            let d = Dyadic::pow2(-(y.exp() as i64));
            (Some(&y - &d), Some(&y + &d))
        };
        let left: Vec<GameId> = l.map(|z| self.number_node(z)).into_iter().collect();
        let right: Vec<GameId> = r.map(|z| self.number_node(z)).into_iter().collect();
        self.intern.insert((left.clone(), right.clone()), g);
        let node = &mut self.nodes[g.0 as usize];
        node.left = left;
        node.right = right;
        node.pending = false;
    }

    /// The simplest number between Left's best and Right's best option if
    /// every option is a number and Left's best is below Right's best.
    fn number_of_options(&self, left: &[GameId], right: &[GameId]) -> Option<Dyadic> {
        let mut best_left: Option<&Dyadic> = None;
        for &g in left {
            best_left = best_left.max(Some(self.node(g).number.as_ref()?));
        }
        let mut best_right: Option<&Dyadic> = None;
        for &g in right {
            let x = self.node(g).number.as_ref()?;
            best_right = Some(best_right.map_or(x, |r| r.min(x)));
        }
        match (best_left, best_right) {
            (Some(l), Some(r)) if l >= r => None,
            (l, r) => Some(Dyadic::simplest_between(l.cloned(), r.cloned())),
        }
    }

    /// `x + *n` if the options are `{x, x*, .., x*(n-1) | the same}`.
    fn star_shape(&self, left: &[GameId], right: &[GameId]) -> Option<NumberNimber> {
        if left.is_empty() || left != right {
            return None;
        }
        let mut x: Option<&Dyadic> = None;
        let mut seen = vec![false; left.len()];
        for &g in left {
            let v = self.node(g).number_nimber.as_ref()?;
            if *x.get_or_insert(&v.number) != &v.number || v.nimber >= left.len() as u64 {
                return None;
            }
            seen[v.nimber as usize] = true;
        }
        if seen.iter().all(|&s| s) {
            Some(NumberNimber::new(x?.clone(), left.len() as u64))
        } else {
            None
        }
    }

    /// The game 0 = `{|}`.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::Canonical;
    /// let mut c = Canonical::new();
    /// let zero = c.zero();
    /// assert_eq!(c.left(zero).len() + c.right(zero).len(), 0);
    /// ```
    pub fn zero(&self) -> GameId {
        GameId(0)
    }

    /// The number `x` of any size: `{x - 1 |}` for an integer `x > 0`,
    /// `{| x + 1}` for `x < 0`, `{x - 2^-q | x + 2^-q}` for `p / 2^q`. Its
    /// options are made (each a number whose own options wait until asked
    /// for), so the integer `n` costs O(1) stored forms, not a chain of `n`.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::{Canonical, Dyadic};
    /// let mut c = Canonical::new();
    /// let x = c.from_number(Dyadic::new(3, 2)); // 3/4 = {1/2 | 1}
    /// assert_eq!(c.display(x), "3/4");
    /// let l = c.left(x)[0];
    /// assert_eq!(c.display(l), "1/2");
    /// let big = c.from_number(Dyadic::pow2(300));
    /// assert!(c.len() < 10);
    /// assert_eq!(c.as_number(big), Some(Dyadic::pow2(300)));
    /// ```
    pub fn from_number(&mut self, x: Dyadic) -> GameId {
        let id = self.number_node(x);
        self.expand(id);
        id
    }

    /// The nimber `*n = {0, *, .., *(n-1) | 0, *, .., *(n-1)}`.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::Canonical;
    /// let mut c = Canonical::new();
    /// let (s1, s2, s3) = (c.nimber(1), c.nimber(2), c.nimber(3));
    /// assert_eq!(c.add(s1, s2), s3);
    /// assert_eq!(c.display(s2), "*2");
    /// ```
    pub fn nimber(&mut self, n: u64) -> GameId {
        while (self.nimbers.len() as u64) <= n {
            let below = self.nimbers.clone();
            let id = self.intern(below.clone(), below);
            self.nimbers.push(id);
        }
        self.nimbers[n as usize]
    }

    /// The nimber `* = {0 | 0}`.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::Canonical;
    /// let mut c = Canonical::new();
    /// let star = c.star();
    /// assert_eq!(c.display(star), "*");
    /// ```
    pub fn star(&mut self) -> GameId {
        self.nimber(1)
    }

    /// `^ = {0 | *}` (up).
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::Canonical;
    /// let mut c = Canonical::new();
    /// let (up, zero) = (c.up(), c.zero());
    /// assert!(c.le(zero, up) && !c.le(up, zero)); // ^ > 0
    /// ```
    pub fn up(&mut self) -> GameId {
        let star = self.star();
        let zero = self.zero();
        self.intern(vec![zero], vec![star])
    }

    /// The value of `g` if it is a number.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::{Canonical, Dyadic};
    /// let mut c = Canonical::new();
    /// let (zero, one) = (c.zero(), c.from_number(Dyadic::int(1)));
    /// let half = c.from_options(&[zero], &[one]);
    /// assert_eq!(c.as_number(half), Some(Dyadic::new(1, 1)));
    /// let star = c.star();
    /// assert_eq!(c.as_number(star), None);
    /// ```
    pub fn as_number(&self, g: GameId) -> Option<Dyadic> {
        self.node(g).number.clone()
    }

    /// The value of `g` if it is a number plus a nimber `x + *n`.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::{Canonical, Dyadic, NumberNimber};
    /// let mut c = Canonical::new();
    /// let one = c.from_number(Dyadic::int(1));
    /// let g = c.from_options(&[one], &[one]); // {1 | 1} = 1*
    /// assert_eq!(c.as_number_nimber(g), Some(NumberNimber::new(Dyadic::int(1), 1)));
    /// ```
    pub fn as_number_nimber(&self, g: GameId) -> Option<NumberNimber> {
        self.node(g).number_nimber.clone()
    }

    /// `n` if `g` is the nimber `*n`.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::Canonical;
    /// let mut c = Canonical::new();
    /// let g = c.nimber(5);
    /// assert_eq!(c.as_nimber(g), Some(5));
    /// assert_eq!(c.as_nimber(c.zero()), Some(0));
    /// ```
    pub fn as_nimber(&self, g: GameId) -> Option<u64> {
        self.node(g)
            .number_nimber
            .as_ref()
            .filter(|v| v.number == Dyadic::ZERO)
            .map(|v| v.nimber)
    }

    /// `(a, b)` if `g` is a switch `{a | b}`: numbers `a > b`.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::{Canonical, Dyadic};
    /// let mut c = Canonical::new();
    /// let (one, m1) = (c.from_number(Dyadic::int(1)), c.from_number(Dyadic::int(-1)));
    /// let pm = c.from_options(&[one], &[m1]);
    /// assert_eq!(c.as_switch(pm), Some((Dyadic::int(1), Dyadic::int(-1))));
    /// assert_eq!(c.display(pm), "±1");
    /// ```
    pub fn as_switch(&self, g: GameId) -> Option<(Dyadic, Dyadic)> {
        let n = self.node(g);
        if n.left.len() != 1 || n.right.len() != 1 {
            return None;
        }
        let a = self.node(n.left[0]).number.as_ref()?;
        let b = self.node(n.right[0]).number.as_ref()?;
        if a > b {
            Some((a.clone(), b.clone()))
        } else {
            None
        }
    }

    /// `(x, k, m)` if `g = x + k.^ + *m` with `k != 0` (`k < 0` for downs),
    /// found by trying `g - x - k.^` for `|k|` up to the birthday of `g - x`
    /// plus one and asking whether it is a nimber. Tried only on forms whose
    /// options are all numbers plus nimbers or of this kind themselves (as
    /// the options of `x + k.^ + *m` are), and only the first time.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::{Canonical, Dyadic};
    /// let mut c = Canonical::new();
    /// let (zero, star) = (c.zero(), c.star());
    /// let g = c.from_options(&[zero, star], &[zero]); // {0, * | 0} = ^*
    /// assert_eq!(c.as_ups(g), Some((Dyadic::ZERO, 1, 1)));
    /// assert_eq!(c.as_ups(star), None);
    /// ```
    pub fn as_ups(&mut self, g: GameId) -> Option<(Dyadic, i64, u64)> {
        if let Some(known) = self.ups.get(&g) {
            return known.clone();
        }
        let n = self.node(g);
        let (ls, rs) = &n.stops;
        if !n.ups_shaped || ls != rs {
            return None;
        }
        let ls = ls.clone();
        let found = self.find_ups(g, ls);
        self.ups.insert(g, found.clone());
        found
    }

    /// [`Canonical::as_ups`] on a form with both stops `ls`.
    fn find_ups(&mut self, g: GameId, ls: Dyadic) -> Option<(Dyadic, i64, u64)> {
        let x = self.from_number(-&ls);
        let h = self.add(g, x);
        let bound = self.birthday(h).min(i64::MAX as u64 - 1) as i64 + 1;
        let up = self.up();
        let down = self.neg(up);
        for (step, sign) in [(down, 1), (up, -1)] {
            let mut t = h;
            for k in 1..=bound {
                t = self.add(t, step);
                if let Some(m) = self.as_nimber(t) {
                    return Some((ls.clone(), sign * k, m));
                }
            }
        }
        None
    }

    /// The memo that holds `(a, b)`: the build's own if it involves the
    /// scratch form.
    fn memo(&mut self, a: GameId, b: GameId) -> &mut FxHashMap<(GameId, GameId), bool> {
        if a == SCRATCH || b == SCRATCH {
            &mut self.scratch_memo
        } else {
            &mut self.le_memo
        }
    }

    /// `a <= b` when known without a search.
    fn quick_le(&mut self, a: GameId, b: GameId) -> Option<bool> {
        if a == b {
            return Some(true);
        }
        if a != SCRATCH && b != SCRATCH {
            let (na, nb) = (self.node(a), self.node(b));
            if let (Some(x), Some(y)) = (&na.number, &nb.number) {
                return Some(x <= y);
            }
            if na.stops.0 < nb.stops.1 {
                return Some(true);
            }
            if na.stops.1 > nb.stops.0 {
                return Some(false);
            }
        }
        self.memo(a, b).get(&(a, b)).copied()
    }

    /// Whether `a <= b`: see the [module documentation](self).
    ///
    /// # Complexity
    /// Each pair of forms reached is compared once (memoised); the stack is
    /// at most `birthday(a) + birthday(b)` deep.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::{Canonical, Dyadic};
    /// let mut c = Canonical::new();
    /// let (up, star, zero) = (c.up(), c.star(), c.zero());
    /// let half = c.from_number(Dyadic::new(1, 1));
    /// assert!(c.le(up, half)); // ^ is infinitesimal: below every positive number
    /// assert!(!c.le(star, zero) && !c.le(zero, star)); // * || 0
    /// ```
    pub fn le(&mut self, a: GameId, b: GameId) -> bool {
        if let Some(r) = self.quick_le(a, b) {
            return r;
        }
        // (x, y, k): deciding x <= y, k checks done: first y <= x^L for
        // each Left option of x (any true refutes), then y^R <= x.
        let mut stack = vec![(a, b, 0usize)];
        while let Some(&(x, y, k)) = stack.last() {
            self.expand(x);
            self.expand(y);
            let lefts = self.node(x).left.len();
            let total = lefts + self.node(y).right.len();
            let result = if k == total {
                Some(true)
            } else {
                let (p, q) = if k < lefts {
                    (y, self.node(x).left[k])
                } else {
                    (self.node(y).right[k - lefts], x)
                };
                match self.quick_le(p, q) {
                    Some(true) => Some(false),
                    Some(false) => {
                        stack.last_mut().expect("a frame").2 += 1;
                        None
                    }
                    None => {
                        stack.push((p, q, 0));
                        None
                    }
                }
            };
            if let Some(r) = result {
                self.memo(x, y).insert((x, y), r);
                stack.pop();
                if stack.is_empty() {
                    return r;
                }
            }
        }
        unreachable!("the loop returns when the first pair is decided")
    }

    /// `Less`, `Equal`, `Greater`, or `None` when `a` and `b` are confused
    /// (`a || b`).
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::Canonical;
    /// use std::cmp::Ordering;
    /// let mut c = Canonical::new();
    /// let (up, zero, star) = (c.up(), c.zero(), c.star());
    /// assert_eq!(c.compare(zero, up), Some(Ordering::Less));
    /// assert_eq!(c.compare(star, zero), None);
    /// ```
    pub fn compare(&mut self, a: GameId, b: GameId) -> Option<Ordering> {
        match (self.le(a, b), self.le(b, a)) {
            (true, true) => Some(Ordering::Equal),
            (true, false) => Some(Ordering::Less),
            (false, true) => Some(Ordering::Greater),
            (false, false) => None,
        }
    }

    /// Who wins `g`: its comparison with 0.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::{Canonical, Outcome};
    /// let mut c = Canonical::new();
    /// let (up, star, zero) = (c.up(), c.star(), c.zero());
    /// assert_eq!(c.outcome(up), Outcome::Left);
    /// assert_eq!(c.outcome(star), Outcome::Next);
    /// assert_eq!(c.outcome(zero), Outcome::Previous);
    /// ```
    pub fn outcome(&mut self, g: GameId) -> Outcome {
        let zero = self.zero();
        match self.compare(g, zero) {
            Some(Ordering::Greater) => Outcome::Left,
            Some(Ordering::Less) => Outcome::Right,
            Some(Ordering::Equal) => Outcome::Previous,
            None => Outcome::Next,
        }
    }

    /// The canonical form of `{left | right}`, options given as canonical
    /// ids (in any order, repeats allowed): dominated options removed,
    /// reversible ones bypassed, then looked up.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::{Canonical, Dyadic};
    /// let mut c = Canonical::new();
    /// let (zero, star, up) = (c.zero(), c.star(), c.up());
    /// // {0, * | 0}: nothing to remove or bypass.
    /// let g = c.from_options(&[zero, star], &[zero]);
    /// assert_eq!(c.display(g), "^*");
    /// // {*, 1 |} : * is dominated by 1, and {1 |} = 2.
    /// let one = c.from_number(Dyadic::int(1));
    /// let g = c.from_options(&[star, one], &[]);
    /// assert_eq!(c.as_number(g), Some(Dyadic::int(2)));
    /// // {| ^}: ^'s Left option 0 reverses it, bypassed to 0's (none): {|} = 0.
    /// assert_eq!(c.from_options(&[], &[up]), zero);
    /// ```
    pub fn from_options(&mut self, left: &[GameId], right: &[GameId]) -> GameId {
        let mut left = left.to_vec();
        let mut right = right.to_vec();
        // All options numbers with Left's below Right's: a number at once.
        if let Some(x) = self.number_of_options(&left, &right) {
            return self.from_number(x);
        }
        self.clear_scratch_memo();
        loop {
            left.sort_unstable();
            left.dedup();
            right.sort_unstable();
            right.dedup();
            // Dominated: a Left option below another, a Right option above.
            let keep_left: Vec<GameId> = (0..left.len())
                .filter(|&i| !(0..left.len()).any(|j| j != i && self.le(left[i], left[j])))
                .map(|i| left[i])
                .collect();
            let keep_right: Vec<GameId> = (0..right.len())
                .filter(|&i| !(0..right.len()).any(|j| j != i && self.le(right[j], right[i])))
                .map(|i| right[i])
                .collect();
            left = keep_left;
            right = keep_right;
            self.scratch.left = left.clone();
            self.scratch.right = right.clone();
            // Reversible: a Left option with a Right option <= G, a Right
            // option with a Left option >= G; bypassed.
            let mut changed = false;
            let mut new_left = Vec::with_capacity(left.len());
            for &l in &left {
                self.expand(l);
                let rights = self.node(l).right.clone();
                let rev = rights.into_iter().find(|&lr| self.le(lr, SCRATCH));
                match rev {
                    Some(lr) => {
                        self.expand(lr);
                        new_left.extend_from_slice(&self.node(lr).left);
                        changed = true;
                    }
                    None => new_left.push(l),
                }
            }
            let mut new_right = Vec::with_capacity(right.len());
            for &r in &right {
                self.expand(r);
                let lefts = self.node(r).left.clone();
                let rev = lefts.into_iter().find(|&rl| self.le(SCRATCH, rl));
                match rev {
                    Some(rl) => {
                        self.expand(rl);
                        new_right.extend_from_slice(&self.node(rl).right);
                        changed = true;
                    }
                    None => new_right.push(r),
                }
            }
            left = new_left;
            right = new_right;
            if !changed {
                break;
            }
        }
        self.clear_scratch_memo();
        self.intern(left, right)
    }

    /// Empties the build's memo; a large one is dropped instead (clearing a
    /// hash map costs its capacity, paid on every build).
    fn clear_scratch_memo(&mut self) {
        if self.scratch_memo.capacity() > 256 {
            self.scratch_memo = FxHashMap::default();
        } else {
            self.scratch_memo.clear();
        }
    }

    /// `a + b` when known without a search.
    fn quick_add(&mut self, a: GameId, b: GameId) -> Option<GameId> {
        let zero = self.zero();
        if a == zero {
            return Some(b);
        }
        if b == zero {
            return Some(a);
        }
        if let (Some(x), Some(y)) = (&self.node(a).number, &self.node(b).number) {
            let s = x + y;
            return Some(self.from_number(s));
        }
        self.sums.get(&(a.min(b), a.max(b))).copied()
    }

    /// The options of `a + b`, as pairs to add (Left's first).
    fn sum_frame(&self, a: GameId, b: GameId) -> SumFrame {
        let (na, nb) = (self.node(a), self.node(b));
        let mut pairs = Vec::new();
        let mut side = |a_opts: &[GameId], b_opts: &[GameId]| {
            // A number component is not moved in (number avoidance).
            if nb.number.is_none() || na.number.is_some() {
                pairs.extend(b_opts.iter().map(|&o| (a, o)));
            }
            if na.number.is_none() || nb.number.is_some() {
                pairs.extend(a_opts.iter().map(|&o| (o, b)));
            }
            pairs.len()
        };
        let lefts = side(&na.left, &nb.left);
        side(&na.right, &nb.right);
        let done = Vec::with_capacity(pairs.len());
        SumFrame {
            a,
            b,
            pairs,
            lefts,
            done,
        }
    }

    /// The canonical form of `a + b`.
    ///
    /// # Complexity
    /// Each pair of forms reached is added once (memoised), with an
    /// explicit stack; the result may be much larger than `a` and `b`
    /// (see `docs/partizan.md` for where this stops scaling).
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::{Canonical, Dyadic};
    /// let mut c = Canonical::new();
    /// let half = c.from_number(Dyadic::new(1, 1));
    /// let one = c.from_number(Dyadic::int(1));
    /// assert_eq!(c.add(half, half), one);
    /// let (up, star) = (c.up(), c.star());
    /// let g = c.add(up, star);
    /// assert_eq!(c.display(g), "^*");
    /// ```
    pub fn add(&mut self, a: GameId, b: GameId) -> GameId {
        if let Some(s) = self.quick_add(a, b) {
            return s;
        }
        let mut stack = vec![self.sum_frame(a, b)];
        loop {
            let top = stack.last_mut().expect("a frame");
            if top.done.len() == top.pairs.len() {
                let f = stack.pop().expect("a frame");
                let s = self.from_options(&f.done[..f.lefts], &f.done[f.lefts..]);
                self.sums.insert((f.a.min(f.b), f.a.max(f.b)), s);
                if stack.is_empty() {
                    return s;
                }
                continue;
            }
            let (p, q) = top.pairs[top.done.len()];
            match self.quick_add(p, q) {
                Some(s) => stack.last_mut().expect("a frame").done.push(s),
                None => {
                    let frame = self.sum_frame(p, q);
                    stack.push(frame);
                }
            }
        }
    }

    /// The canonical form of the sum of `parts`, as [`Canonical::add`] one
    /// by one would give it, with less work on long sums. Exact shortcuts
    /// first, each a theorem (CGT ch. II; Winning Ways ch. 3 and 6):
    /// - numbers plus nimbers are summed as such (`x + *n`: numbers added,
    ///   nimbers XORed);
    /// - a switch `{a | b}` (numbers `a > b`) is `(a + b)/2 + ±(a - b)/2`
    ///   (number translation), its number part summed with the numbers;
    /// - `x + k.^ + *m` (ups, [`Canonical::as_ups`]) is summed
    ///   arithmetically, and `k.^ + *m` built once from its options
    ///   (`k.^ = {0 | (k-1).^*}`);
    /// - a part and its negative cancel (`G - G = 0`), so a part equal to
    ///   its own negative (`±c`, `*n`) counts modulo 2;
    ///
    /// then the parts left are added one by one, the coldest first (by the
    /// gap between the stops, then by id). (Doubling `k.G` was slower on
    /// the benches: adding two large forms costs about the product of
    /// their sizes.)
    ///
    /// # Panics
    /// If the ups of the parts add up beyond `i64` (more than 2^63 parts).
    /// Numbers of any size are exact.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::{Canonical, Dyadic};
    /// let mut c = Canonical::new();
    /// let (up, star, half) = (c.up(), c.star(), c.from_number(Dyadic::new(1, 1)));
    /// // 1/2 + * + ^ + ^ + ^ + 1/2 + * = 1 + ^3
    /// let g = c.sum(&[half, star, up, up, up, half, star]);
    /// assert_eq!(c.display(g), "1^3");
    /// // {2 | 0} + {2 | 0} = 1 + ±1 + 1 + ±1 = 2.
    /// let (two, zero) = (c.from_number(Dyadic::int(2)), c.zero());
    /// let hot = c.from_options(&[two], &[zero]);
    /// assert_eq!(c.sum(&[hot, hot]), two);
    /// ```
    pub fn sum(&mut self, parts: &[GameId]) -> GameId {
        let mut flat = NumberNimber::new(Dyadic::ZERO, 0);
        let mut ups = 0i64;
        let mut count: FxHashMap<GameId, u64> = FxHashMap::default();
        for &g in parts {
            if let Some(v) = self.as_number_nimber(g) {
                flat = flat + v;
            } else if let Some((a, b)) = self.as_switch(g) {
                let (mean, diff) = ((&a + &b).mul_pow2(-1), (&a - &b).mul_pow2(-1));
                flat.number = flat.number + mean;
                let mt = self.from_number(-&diff);
                let t = self.from_number(diff);
                let pm = self.from_options(&[t], &[mt]);
                *count.entry(pm).or_insert(0) += 1;
            } else if let Some((x, k, m)) = self.as_ups(g) {
                flat = flat + NumberNimber::new(x, m);
                ups = ups.checked_add(k).expect("more than 2^63 ups in one sum");
            } else {
                *count.entry(g).or_insert(0) += 1;
            }
        }
        // G - G = 0: cancel each part against its negative.
        let mut ids: Vec<GameId> = count.keys().copied().collect();
        ids.sort_unstable();
        for &g in &ids {
            let h = self.neg(g);
            let cg = count[&g];
            if h == g {
                count.insert(g, cg % 2);
            } else if let Some(&ch) = count.get(&h) {
                let k = cg.min(ch);
                count.insert(g, cg - k);
                count.insert(h, ch - k);
            }
        }
        let mut rest: Vec<(Dyadic, GameId, u64)> = ids
            .iter()
            .filter(|g| count[*g] > 0)
            .map(|&g| {
                let (l, r) = self.stops(g);
                (l - r, g, count[&g])
            })
            .collect();
        rest.sort_unstable();
        let x = self.from_number(flat.number);
        let u = self.ups_plus_nimber(ups, flat.nimber);
        let mut total = self.add(x, u);
        for (_, g, k) in rest {
            for _ in 0..k {
                total = self.add(total, g);
            }
        }
        total
    }

    /// `k.^ + *m` (`k < 0` for downs), built from its options: `n.^ + *j`
    /// has Left options `*j` and `n.^ + *i` (`i < j`), Right options
    /// `(n-1).^ + *(j ^ 1)` and `n.^ + *i`, since `n.^ = {0 | (n-1).^*}`
    /// (Winning Ways ch. 3; CGT ch. II); `from_options` makes each
    /// canonical. With a large `m` the nimber's high bits are added last.
    fn ups_plus_nimber(&mut self, k: i64, m: u64) -> GameId {
        let low = if m < 64 { m } else { m & 1 };
        let width = (low + 1).next_power_of_two().max(2);
        let mut prev: Vec<GameId> = (0..width).map(|j| self.nimber(j)).collect();
        for _ in 0..k.unsigned_abs() {
            let mut row: Vec<GameId> = Vec::with_capacity(width as usize);
            for j in 0..width {
                let mut left = vec![self.nimber(j)];
                left.extend_from_slice(&row);
                let mut right = vec![prev[(j ^ 1) as usize]];
                right.extend_from_slice(&row);
                row.push(self.from_options(&left, &right));
            }
            prev = row;
        }
        let mut g = prev[low as usize];
        if k < 0 {
            // -(n.^ + *j) = n.v + *j.
            g = self.neg(g);
        }
        if low != m {
            let high = self.nimber(m ^ low);
            g = self.add(g, high);
        }
        g
    }

    /// The canonical form of `-g` (`{-g^R | -g^L}`).
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::Canonical;
    /// let mut c = Canonical::new();
    /// let up = c.up();
    /// let down = c.neg(up);
    /// assert_eq!(c.display(down), "v");
    /// assert_eq!(c.add(up, down), c.zero());
    /// ```
    pub fn neg(&mut self, g: GameId) -> GameId {
        let mut stack = vec![g];
        while let Some(&h) = stack.last() {
            if self.negatives.contains_key(&h) {
                stack.pop();
                continue;
            }
            // A number (its options perhaps not made): -x at once.
            if let Some(x) = self.node(h).number.clone() {
                let m = self.from_number(-x);
                self.negatives.insert(h, m);
                self.negatives.insert(m, h);
                stack.pop();
                continue;
            }
            let n = self.node(h);
            let missing: Vec<GameId> = n
                .left
                .iter()
                .chain(&n.right)
                .filter(|o| !self.negatives.contains_key(o))
                .copied()
                .collect();
            if !missing.is_empty() {
                stack.extend(missing);
                continue;
            }
            let flip = |opts: &[GameId]| {
                let mut v: Vec<GameId> = opts.iter().map(|o| self.negatives[o]).collect();
                v.sort_unstable();
                v
            };
            let (left, right) = (flip(&n.right), flip(&n.left));
            let m = self.intern(left, right);
            self.negatives.insert(h, m);
            self.negatives.insert(m, h);
            stack.pop();
        }
        self.negatives[&g]
    }

    /// The canonical form of `a - b`.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::{Canonical, Dyadic};
    /// let mut c = Canonical::new();
    /// let (one, half) = (c.from_number(Dyadic::int(1)), c.from_number(Dyadic::new(1, 1)));
    /// let d = c.sub(one, half);
    /// assert_eq!(d, half);
    /// ```
    pub fn sub(&mut self, a: GameId, b: GameId) -> GameId {
        let nb = self.neg(b);
        self.add(a, nb)
    }

    /// A short name of `g` if it has one (number, number plus nimber,
    /// ups, a switch `±a`).
    fn name(&mut self, g: GameId) -> Option<String> {
        if let Some(v) = self.as_number_nimber(g) {
            return Some(v.to_string());
        }
        if let Some((a, b)) = self.as_switch(g) {
            if a == -b {
                return Some(format!("±{a}"));
            }
            return None;
        }
        let (x, k, m) = self.as_ups(g)?;
        let mut s = if x == Dyadic::ZERO {
            String::new()
        } else {
            x.to_string()
        };
        let arrow = if k > 0 { "^" } else { "v" };
        match k.unsigned_abs() {
            1 => s.push_str(arrow),
            2 => {
                s.push_str(arrow);
                s.push_str(arrow);
            }
            n => s.push_str(&format!("{arrow}{n}")),
        }
        match m {
            0 => {}
            1 => s.push('*'),
            m => s.push_str(&format!("*{m}")),
        }
        Some(s)
    }

    /// `g` in CGSuite's notation: see the [module documentation](self).
    /// Nested braces are written with an explicit stack.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::{Canonical, Dyadic};
    /// let mut c = Canonical::new();
    /// let (zero, two) = (c.zero(), c.from_number(Dyadic::int(2)));
    /// let g = c.from_options(&[two], &[zero]); // {2 | 0}
    /// let h = c.from_options(&[g], &[zero]); // {{2|0} | 0}
    /// assert_eq!(c.display(h), "{{2|0}|0}");
    /// let v = c.up();
    /// let v = c.neg(v);
    /// let star = c.star();
    /// let vs = c.add(v, star);
    /// assert_eq!(c.display(vs), "v*");
    /// ```
    pub fn display(&mut self, g: GameId) -> String {
        enum Piece {
            Game(GameId),
            Text(&'static str),
        }
        let mut out = String::new();
        let mut stack = vec![Piece::Game(g)];
        while let Some(piece) = stack.pop() {
            let h = match piece {
                Piece::Text(t) => {
                    out.push_str(t);
                    continue;
                }
                Piece::Game(h) => h,
            };
            if let Some(name) = self.name(h) {
                out.push_str(&name);
                continue;
            }
            // Pushed in reverse: "{", lefts, "|", rights, "}".
            stack.push(Piece::Text("}"));
            let n = self.node(h);
            for (i, &r) in n.right.iter().enumerate().rev() {
                stack.push(Piece::Game(r));
                if i > 0 {
                    stack.push(Piece::Text(","));
                }
            }
            stack.push(Piece::Text("|"));
            for (i, &l) in n.left.iter().enumerate().rev() {
                stack.push(Piece::Game(l));
                if i > 0 {
                    stack.push(Piece::Text(","));
                }
            }
            stack.push(Piece::Text("{"));
        }
        out
    }
}

/// Canonical forms as the values of a [`Solver`](super::Solver): any short
/// game, `Solver::new(game, Canonical::new())`, the arena then kept in the
/// solver ([`Solver::fold_mut`](super::Solver::fold_mut)).
///
/// ```
/// use grundy::partizan::{partizan_fn, Canonical, Solver};
/// // Blue-Red-Green stalks, 'G' cut by either player: "GB" is
/// // {0, * | 0} = ^* (green at the bottom, blue on top).
/// let cut = |colour: char| {
///     move |s: &String| -> Vec<Vec<String>> {
///         s.char_indices()
///             .filter(|&(_, c)| c == colour || c == 'G')
///             .map(|(i, _)| vec![s[..i].to_string()])
///             .collect()
///     }
/// };
/// let mut s = Solver::new(partizan_fn(cut('B'), cut('R')), Canonical::new());
/// let g = s.value(&"GB".to_string()).unwrap();
/// assert_eq!(s.fold_mut().display(g), "^*");
/// ```
impl Fold for Canonical {
    type Value = GameId;
    fn zero(&mut self) -> GameId {
        Canonical::zero(self)
    }
    fn add(&mut self, a: &GameId, b: &GameId) -> GameId {
        Canonical::add(self, *a, *b)
    }
    fn join(&mut self, left: &[GameId], right: &[GameId]) -> Result<GameId, String> {
        Ok(self.from_options(left, right))
    }
    fn outcome(&mut self, value: &GameId) -> Outcome {
        Canonical::outcome(self, *value)
    }
}
