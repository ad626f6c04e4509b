//! The Guy-Smith certificate checked while the values are produced, so that a
//! table stops at the first length that proves its period. See the
//! [`octal` module documentation](super).

use super::OctalGame;
use crate::period::{Evidence, Period, Theorem};

/// Candidates followed between two full checks.
const CANDIDATES: usize = 12;

/// Watches a table grow and says when its values prove a period of the
/// octal game by the Guy-Smith theorem (with the `max(e, 1)` guard).
///
/// Call [`observe`](GuySmithWatch::observe) after each new value with the
/// whole table so far. Between full checks it follows a few candidate
/// periods, each with the last place its period fails, in O(1) a value, and
/// reports as soon as one of them meets the certificate's length; a full
/// check ([`guy_smith_period`](super::guy_smith_period), O(L)) runs when a
/// candidate fires, to report the least proven period, and every time the
/// table has grown by a quarter since the last one, to refresh the candidates and
/// catch what they missed.
///
/// What it reports is always exactly `guy_smith_period(game, values)` at the
/// length it reports: it is never wrong, and it is late (by at most a quarter
/// of the table) only when no candidate saw the period coming.
///
/// # Example
/// ```
/// use grundy::octal::{GuySmithWatch, OctalGame, OctalValues};
/// // Dawson's Kayles: period 34 from 53, proven by 2 * 53 + 2 * 34 + 2 = 176 values.
/// let game = OctalGame::parse("0.07").unwrap();
/// let mut values = OctalValues::new(&game);
/// let mut watch = GuySmithWatch::new(&game);
/// let period = loop {
///     values.push();
///     if let Some(p) = watch.observe(values.values()) {
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
    /// use grundy::octal::{GuySmithWatch, OctalGame};
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
    /// lengths growing by a quarter each time.
    ///
    /// # Example
    /// ```
    /// use grundy::octal::{GuySmithWatch, OctalGame};
    /// // 0.3 (take 1): 0 1 0 1 ...; period 2 from 0 needs 2 * 1 + 4 + 1 = 7.
    /// let game = OctalGame::parse("0.3").unwrap();
    /// let g: Vec<u16> = (0..7).map(|n| n % 2).collect();
    /// let mut watch = GuySmithWatch::new(&game);
    /// let found: Vec<bool> = (1..=7).map(|l| watch.observe(&g[..l]).is_some()).collect();
    /// assert_eq!(found, vec![false, false, false, false, false, false, true]);
    /// ```
    pub fn observe<T: Copy + Eq>(&mut self, values: &[T]) -> Option<Period> {
        let len = values.len();
        if len == 0 {
            return None;
        }
        let n = len - 1;
        let mut fired = false;
        for c in &mut self.candidates {
            let (p, e) = *c;
            if n >= p && values[n] != values[n - p] {
                c.1 = n - p + 1;
            } else if 2 * e.max(1) + 2 * p + self.t <= len {
                fired = true;
            }
        }
        if !fired && len < self.next_check {
            return None;
        }
        let (proven, candidates) = analyse(values, self.t);
        if proven.is_some() {
            return proven;
        }
        self.candidates = candidates;
        self.next_check = len + len / 4 + 1;
        None
    }
}

/// The least proven period of `values` (as
/// [`guy_smith_period`](super::guy_smith_period)), and the candidates to
/// follow: for the last few runs of starts `e` whose suffix `values[e..]`
/// has the same least period `p`, shown at least 1.25 times, the pair `(p, e)`
/// with the run's least `e`.
pub(super) fn analyse<T: Eq>(values: &[T], t: usize) -> (Option<Period>, Vec<(usize, usize)>) {
    let len = values.len();
    let mut candidates: Vec<(usize, usize)> = Vec::new();
    let mut best: Option<usize> = None;
    let mut run: Option<(usize, usize)> = None;
    each_suffix_period(values, |e, p| {
        if 2 * e.max(1) + 2 * p + t <= len && best.map_or(true, |b| p < b) {
            best = Some(p);
        }
        match run {
            Some((rp, _)) if rp == p => run = Some((p, e)),
            _ => {
                if let Some((rp, re)) = run {
                    if 4 * (len - re) >= 5 * rp {
                        candidates.push((rp, re));
                    }
                }
                run = Some((p, e));
            }
        }
    });
    if let Some((rp, re)) = run {
        if 4 * (len - re) >= 5 * rp {
            candidates.push((rp, re));
        }
    }
    if candidates.len() > CANDIDATES {
        candidates.drain(..candidates.len() - CANDIDATES);
    }
    let proven = best.map(|p| {
        let mut e = len - p;
        while e > 0 && values[e - 1] == values[e - 1 + p] {
            e -= 1;
        }
        Period {
            pre: e,
            period: p,
            saltus: 0,
            evidence: Evidence::Proven(Theorem::GuySmith),
        }
    });
    (proven, candidates)
}

/// Calls `f(e, p)` with the least period `p` of every suffix `values[e..]`,
/// from `e = L - 1` down to 0: the Knuth-Morris-Pratt prefix function of the
/// reversed values (a border of length `k` of the reversed prefix of length
/// `i + 1` is a period `i + 1 - k` of the suffix), in O(L) time and 4 bytes a
/// value.
pub(super) fn each_suffix_period<T: Eq, F: FnMut(usize, usize)>(values: &[T], mut f: F) {
    let len = values.len();
    if len == 0 {
        return;
    }
    let rev = |i: usize| &values[len - 1 - i];
    let mut border = vec![0u32; len];
    f(len - 1, 1);
    for i in 1..len {
        let mut k = border[i - 1] as usize;
        while k > 0 && rev(i) != rev(k) {
            k = border[k - 1] as usize;
        }
        if rev(i) == rev(k) {
            k += 1;
        }
        border[i] = k as u32;
        f(len - 1 - i, i + 1 - k);
    }
}
