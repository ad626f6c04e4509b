//! The Guy-Smith certificate checked while the values are produced, so that a
//! table stops at the first length that proves its period. See the
//! [`octal` module documentation](super).

use super::sparse::OctalValues;
use super::store::Values;
use super::{analyse, OctalGame};
use crate::impartial::period::Period;

/// Watches a table grow and says when its values prove a period of the
/// octal game by the Guy-Smith theorem (with the `max(e, 1)` guard).
///
/// Call [`observe`](GuySmithWatch::observe) after each new value with the
/// whole table so far. Between full checks it follows a few candidate
/// periods, each with the last place its period fails, in O(1) a value, and
/// reports as soon as one of them meets the certificate's length; a full
/// check ([`guy_smith_period`](super::guy_smith_period), O(L)) runs when a
/// candidate fires, to report the least proven period, and every time the
/// table has grown by three fifths since the last one, to refresh the
/// candidates and catch what they missed.
///
/// What it reports is always exactly `guy_smith_period(game, values)` at the
/// length it reports: it is never wrong, and it is late (by at most three
/// fifths of the length that first proves it) only when no candidate saw the
/// period coming.
///
/// # Example
/// ```
/// use grundy::octal::certify::GuySmithWatch;
/// use grundy::octal::sparse::OctalValues;
/// use grundy::octal::OctalGame;
/// // Dawson's Kayles: period 34 from 53, proven by 2 * 53 + 2 * 34 + 2 = 176 values.
/// let game = OctalGame::parse("0.07").unwrap();
/// let mut values = OctalValues::new(&game);
/// let mut watch = GuySmithWatch::new(&game);
/// let period = loop {
///     values.push();
///     if let Some(p) = watch.observe_values(values.values()) {
///         break p;
///     }
/// };
/// assert_eq!((period.pre, period.period), (53, 34));
/// assert_eq!(values.values().len(), 176);
/// ```
#[derive(Clone, Debug)]
pub struct GuySmithWatch {
    t: usize,
    /// `(p, e)`: `p` holds from `e` on in the values seen.
    candidates: Vec<(usize, usize)>,
    next_check: usize,
}

impl GuySmithWatch {
    /// A watch for `game`'s table, which has not been observed yet.
    ///
    /// # Example
    /// ```
    /// use grundy::octal::certify::GuySmithWatch;
    /// use grundy::octal::OctalGame;
    /// let mut watch = GuySmithWatch::new(&OctalGame::parse("0.77").unwrap());
    /// assert_eq!(watch.observe(&[0u16]), None);
    /// ```
    pub fn new(game: &OctalGame) -> GuySmithWatch {
        GuySmithWatch {
            t: game.max_removal(),
            candidates: Vec::new(),
            next_check: 1,
        }
    }

    /// The period that `values` (the table so far, one value longer than at
    /// the last call) prove, or `None` yet.
    ///
    /// # Complexity
    /// O(1) amortized per value beyond the full checks, which cost O(L) at
    /// lengths growing by three fifths each time.
    ///
    /// # Example
    /// ```
    /// use grundy::octal::certify::GuySmithWatch;
    /// use grundy::octal::OctalGame;
    /// // 0.3 (take 1): 0 1 0 1 ...; period 2 from 0 needs 2 * 1 + 4 + 1 = 7.
    /// let game = OctalGame::parse("0.3").unwrap();
    /// let g: Vec<u16> = (0..7).map(|n| n % 2).collect();
    /// let mut watch = GuySmithWatch::new(&game);
    /// let found: Vec<bool> = (1..=7).map(|l| watch.observe(&g[..l]).is_some()).collect();
    /// assert_eq!(found, vec![false, false, false, false, false, false, true]);
    /// ```
    pub fn observe<T: Copy + Eq>(&mut self, values: &[T]) -> Option<Period> {
        self.observe_by(values.len(), |n| values[n])
    }

    /// [`observe`](GuySmithWatch::observe) of values kept as [`Values`]
    /// (12 bits each past 2^22 values while below 4096), read where they
    /// are kept.
    ///
    /// # Example
    /// ```
    /// use grundy::octal::certify::GuySmithWatch;
    /// use grundy::octal::store::Values;
    /// use grundy::octal::OctalGame;
    /// // 0.3 (take 1): 0 1 0 1 ...; period 2 from 0 needs 2 * 1 + 4 + 1 = 7.
    /// let mut watch = GuySmithWatch::new(&OctalGame::parse("0.3").unwrap());
    /// let mut g = Values::new();
    /// let mut found = Vec::new();
    /// for n in 0..7 {
    ///     g.push(n % 2);
    ///     found.push(watch.observe_values(&g).is_some());
    /// }
    /// assert_eq!(found, vec![false, false, false, false, false, false, true]);
    /// ```
    pub fn observe_values(&mut self, values: &Values) -> Option<Period> {
        match values.as_slice() {
            Some(slice) => self.observe(slice),
            None => self.observe_by(values.len(), |n| values.get(n)),
        }
    }

    /// [`observe`](GuySmithWatch::observe) of the `len` values `at(0..len)`.
    fn observe_by<T: Eq, G: Fn(usize) -> T>(&mut self, len: usize, at: G) -> Option<Period> {
        if len == 0 {
            return None;
        }
        let n = len - 1;
        let mut fired = false;
        for c in &mut self.candidates {
            let (p, e) = *c;
            if n >= p && at(n) != at(n - p) {
                c.1 = n - p + 1;
            } else if 2 * e.max(1) + 2 * p + self.t <= len {
                fired = true;
            }
        }
        if !fired && len < self.next_check {
            return None;
        }
        let (proven, candidates) = analyse(len, at, self.t);
        if proven.is_some() {
            return proven;
        }
        self.candidates = candidates;
        // Growing by 3/5: a proof first possible at L (2 max(e, 1) + 2 p
        // + t = L) has, at the check before it (above L / 1.6), a run of
        // period p of at least (0.4 e + 2 p + t) / 1.6 >= 1.25 p values: a
        // candidate (see `analyse`).
        self.next_check = len + len * 3 / 5 + 1;
        None
    }
}

/// The table of `game` and its proven period, computing values only until
/// they prove one (the first length at which [`guy_smith_period`](super::guy_smith_period) holds, as
/// [`GuySmithWatch`] sees it), at most `max_len`. `None` if `max_len` values
/// prove no period.
///
/// # Panics
/// If a value reaches 2^16.
///
/// # Complexity
/// That of [`OctalValues`] for the length returned, plus the watch's
/// O(L) checks at lengths growing by three fifths.
///
/// # Example
/// ```
/// use grundy::octal::certify::periodic_table;
/// use grundy::octal::OctalGame;
/// let kayles = OctalGame::parse("0.77").unwrap();
/// let (g, period) = periodic_table(&kayles, 1000).unwrap();
/// // Winning Ways: last exception at 70, period 12; 2 * 71 + 2 * 12 + 2 values.
/// assert_eq!((period.pre, period.period), (71, 12));
/// assert_eq!(g.len(), 168);
/// // 10^18 = 4 and 71 = 11 (mod 12), so a heap of 10^18 has the value of
/// // heap 71 + (4 - 11) mod 12 = 71 + 5 = 76.
/// assert_eq!(period.get(&g, 1_000_000_000_000_000_000), g[76]);
/// assert!(periodic_table(&kayles, 167).is_none());
/// ```
pub fn periodic_table(game: &OctalGame, max_len: usize) -> Option<(Vec<u64>, Period)> {
    let mut values = OctalValues::new(game);
    let mut watch = GuySmithWatch::new(game);
    while values.values().len() < max_len {
        values.push();
        if let Some(period) = watch.observe_values(values.values()) {
            // The store's compact values, widened once.
            return Some((values.values().iter().map(u64::from).collect(), period));
        }
    }
    None
}
