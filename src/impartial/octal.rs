//! Take-and-break (octal) games on one row of heaps: their values at research
//! scale, and their periods proven by the Guy-Smith theorem as the values are
//! produced.
//!
//! # The game
//!
//! A position is a set of heaps of tokens; a move picks one heap, removes `k`
//! tokens from it and may leave the rest as nothing, one heap or two heaps, as
//! the game's *code* allows; whoever cannot move loses. The code is written as
//! in the literature (Winning Ways, ch. 4): `d0.d1 d2 d3 ...`, where the octal
//! digit `d_k` says what removing `k` tokens may leave:
//!
//! - bit 1: nothing (only when the heap has exactly `k` tokens);
//! - bit 2: one non-empty heap;
//! - bit 4: two non-empty heaps (the rest split in two).
//!
//! So `0.07` (Dawson's Kayles) removes 2 tokens leaving 0, 1 or 2 heaps, `0.77`
//! (Kayles) removes 1 or 2 that way, and `4.07` may also split a heap in two
//! without removing anything. Before the point only `0` and `4` make sense
//! (removing no token and leaving the same heap would loop), so `d0` is `0` or
//! `4`; a code may start with the point (`.137`, as OEIS writes it), which
//! means `0.137`. Trailing zero digits change nothing and are dropped.
//! [`OctalGame`] is a [`Game`](crate::impartial::game::Game) whose positions are heap sizes, so
//! [`Grundy`](crate::impartial::game::Grundy) gives values of rows and winning moves.
//!
//! # The table
//!
//! In `g = game.table(len)`, `g[n]` is the Grundy value of one heap of `n`
//! tokens; a row of heaps has the XOR of their values, and the first player
//! wins iff that XOR is nonzero. `g[n]` is the mex of the options of `n`:
//! `g[n - k]` (bit 2), 0 (bit 1, `k = n`) and `g[a] ^ g[n - k - a]` for the
//! splits `1 <= a <= (n - k) / 2` (bit 4). The direct loop
//! ([`OctalGame::table`]) visits every split: O(n) a heap for each
//! splitting digit, O(L^2) for a table.
//!
//! # The sparse space (rare and common values)
//!
//! [`OctalValues`](sparse::OctalValues) computes the same values with
//! far fewer splits where the values have a *sparse space* (Winning Ways,
//! ch. 4; Gangolli and Plambeck 1989; Flammenkamp). Take a heap's *label*
//! `x(i) = 2 g(i) + (i mod 2)`. The splits `a + c` of `n - b` (removing `b`)
//! give the option `g(a) ^ g(c)` with label `x(a) ^ x(c) = 2 (g(a) ^ g(c)) +
//! ((n - b) mod 2)`, so the label a candidate value `v` would need is known
//! before any split is seen. Split the labels into a set `C` of *common*
//! labels and the rest, *rare*, and call a heap rare when its label is; then:
//!
//! 1. every split with a rare part is scanned (about `r` splits a digit for
//!    `r` rare heaps below `n`, not `n / 2`), and the first 48 splits of
//!    each removal whatever their parts (in order, cheap, and they give most
//!    of the values step 2 would look for, 0 above all); with the takes they
//!    give a set `S` of options, a subset of all of them, and the candidate
//!    `m = mex S`: every value below `m` is an option;
//! 2. *the proof step*: the splits not scanned have two common parts, so
//!    their labels are in `C ^ C = { x ^ y : x, y in C }`. If the label of
//!    `m` (for the removals of each parity) is not in `C ^ C`, `m` is not an
//!    option, and `g(n) = m`. Otherwise splits that gave `m` at earlier heaps
//!    are tried first (as witnesses, with the same smaller or the same larger
//!    part, the most recent first, up to the first that gives it: the values
//!    are nearly periodic, and one of them often gives it again); then the
//!    splits of that parity are scanned in order, up to 1,024 a heap (16,384
//!    where values reach 64: then a byte is marked a split, 64 splits between
//!    two looks for `m`, four times cheaper a split than a label-pair step),
//!    until `m` shows up (then `m` moves to the next value missing from `S`, and
//!    the step repeats) or every split has been seen. Past that share, the
//!    splits with two common parts are searched *label pair by label pair*:
//!    for each `x` in `C` with `y = x ^ label(m)` also in `C`, the heaps
//!    labelled with the less frequent of `x` and `y` are walked (the heaps of
//!    each label are kept in a list, 4 bytes a heap at any length (`u32`
//!    offsets in blocks of 2^32 heaps), made at the first walk; where values
//!    reach 64 the in-order scan goes on to the end instead
//!    until such heaps are 1/4096 of all, so Officers keeps no lists), all
//!    pairs in turn, eight heaps each, so
//!    that the pair likeliest to give `m` finds it first. That covers every
//!    split with two common parts, so `m` is an option or it is not; the walk
//!    costs at most the smaller labels' counts, not the distance to the split
//!    that gives `m` (in `0.376` such a split may lie 100,000 heaps deep,
//!    between two labels met a few hundred times).
//!
//! So the value is the mex of all options whatever `C` is, and `C` only
//! decides the speed: few rare heaps, and `C ^ C` disjoint from the values
//! `g(n)` usually takes, so that step 2 has little to scan. `C` is chosen on
//! one side of a linear form `q(x)`, the parity of `x & M` for a mask `M`:
//! since `q(x ^ y) = q(x) ^ q(y)`, `C ^ C` lies on the side `q = 0` when `C`
//! lies on `q = 1`, away from the common values. The mask is the one with the
//! fewest heaps on its rare side, found by a Walsh-Hadamard transform of the
//! counts of the labels (for each `M` at once, the heaps with `q = 0` minus
//! those with `q = 1`); a mask with bit 0 is the *position-parity* variant
//! (`0.127`, whose sparse space is in the labels, not the values), and the
//! removals of the two parities are two *classes* with a mask each, since
//! the parity of `n - b` flips bit 0 of the label. Then `C` is the common
//! side's labels, less (at a *level* from 0 to 3) its least frequent ones,
//! which makes more heaps rare but `C ^ C` smaller (`0.376` needs it); each
//! level is tried on a few heaps after every choice and the cheapest kept.
//! The masks are chosen at heap 64, at every power of two, and whenever new
//! rare values have doubled the rare heaps; a new value is rare until then.
//! A class whose rare heaps are more than 1/8 of all (`0.04` and `0.06` have
//! no sparse space) is scanned in full: the direct loop. Values are kept in
//! two bytes each up to 2^22 of them, then in 12 bits each while all are
//! below 4096, and in two bytes again from the first value of 4096 on
//! ([`store::Values`]; up to 2^16). Officers, `0.6`, has values past
//! 255 from heap 10,344 on, the same as ogsolve's, and its largest value in
//! its first 10^7 heaps is 319, so it keeps 12 bits a value.
//!
//! # Proven periods
//!
//! Let `t` be the largest number of tokens a move may remove (the position of
//! the last nonzero digit). The Guy-Smith periodicity theorem (Guy and Smith
//! 1956; Winning Ways, ch. 4): if `g(n + p) = g(n)` for every `n` with
//! `e <= n < 2e + p + t`, then `g(n + p) = g(n)` for every `n >= e`. The proof
//! maps a split `a + b` of `n + p - k` to the split `a + (b - p)` of `n - k`,
//! and `b - p` must stay a *non-empty* heap, so the theorem is applied here with
//! `e' = max(e, 1)` in place of `e` (with `e = 0` a false period is "proven",
//! e.g. for `0.04`, whose first four values are 0). So `L` values prove
//! `(e, p)` when `g(n + p) = g(n)` for `e <= n < L - p` and
//! `L >= 2 max(e, 1) + 2p + t`: [`guy_smith_period`] gives the least such `p`,
//! and for it the least `e` (the exact pre-period), as a [`Period`] labelled
//! [`Theorem::GuySmith`]. [`GuySmithWatch`](certify::GuySmithWatch) checks
//! that certificate while the values are produced, and
//! [`periodic_table`](certify::periodic_table) stops at the first length that
//! holds it.
//!
//! # Where things are
//!
//! This module: [`OctalGame`] (codes, the direct loop [`OctalGame::table`])
//! and [`guy_smith_period`], small enough for a judge's bundle.
//! [`sparse`]: [`OctalValues`](sparse::OctalValues), the sparse space;
//! `lists` (private): the heaps of each label for its proof step, kept
//! past 2^32 heaps in 4 bytes each.
//! [`store`]: [`Values`](store::Values), the values in 12 bits each past
//! 2^22 of them while below 4096.
//! [`certify`]: [`GuySmithWatch`](certify::GuySmithWatch) and
//! [`periodic_table`](certify::periodic_table), the certificate as values
//! are produced.
//!
//! # What the proof covers
//!
//! The octal game of exactly the code given, and nothing else. Games that may
//! remove any number of tokens (Nim, Lasker's Nim `4.333...` with infinitely
//! many 3s) have no finite code; a code cut short, such as `4.333` for
//! Lasker's Nim, is another game (at most 3 tokens per move), whose proven
//! period is a true period of *that* game and says nothing about Lasker's Nim
//! (the two tables agree up to the cut and part soon after it). Write such
//! games as a rule with [`heap::heap_table`](crate::impartial::heap::heap_table), whose
//! periods can only be observed
//! ([`observed_period`](crate::impartial::period::observed_period)).

// The judge-sized core (codes, the direct loop, the certificate) is this
// file; the research-scale parts are modules of their own, so that a bundle
// that names only `grundy::octal::OctalGame` does not carry them.
pub mod certify;
mod lists;
pub mod sparse;
pub mod store;

use crate::impartial::mex::MexSet;
use crate::impartial::period::{Evidence, Period, Theorem};
use std::fmt;

/// A take-and-break game given by its octal code, such as `0.07` or `4.07`.
///
/// See the [module documentation](self) for what the digits mean.
///
/// # Example
/// ```
/// use grundy::octal::OctalGame;
/// let kayles = OctalGame::parse("0.77").unwrap();
/// assert_eq!(kayles.to_string(), "0.77");
/// assert_eq!(kayles.max_removal(), 2);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct OctalGame {
    /// `digits[k]` is the digit `d_k`; no trailing zeros after `d0`.
    digits: Vec<u8>,
}

impl OctalGame {
    /// Reads a code such as `0.07`, `0.137`, `.137` (the same as `0.137`) or
    /// `4.07`. Surrounding whitespace is ignored and trailing zero digits are
    /// dropped (`0.070` is `0.07`).
    ///
    /// # Errors
    /// A message saying what is wrong, for: an empty code; a code without a
    /// point (`07`: write `0.07`); a digit before the point other than `0`
    /// or `4`; no digit after the point; a character after the point that is
    /// not an octal digit `0..=7`.
    ///
    /// # Example
    /// ```
    /// use grundy::octal::OctalGame;
    /// assert_eq!(OctalGame::parse(".137").unwrap().to_string(), "0.137");
    /// assert!(OctalGame::parse("0.08").unwrap_err().contains("octal digit"));
    /// ```
    pub fn parse(code: &str) -> Result<OctalGame, String> {
        let code = code.trim();
        if code.is_empty() {
            return Err("empty octal code (write one like 0.07)".to_string());
        }
        let (before, after) = match code.split_once('.') {
            Some(parts) => parts,
            None => {
                // The hint is a code that parses: the point in place of a
                // decimal comma (`0,07`), or put in front of plain octal
                // digits (`07`), else the example. (Both tries have a point:
                // one call deep.)
                let hint = if code.contains(',') {
                    OctalGame::parse(&code.replacen(',', ".", 1)).ok()
                } else if code.chars().all(|c| c.is_digit(8)) {
                    OctalGame::parse(&format!("0.{}", code)).ok()
                } else {
                    None
                }
                .map_or_else(|| "0.07".to_string(), |game| game.to_string());
                return Err(format!(
                    "octal code `{}` has no point (write one like {})",
                    code, hint
                ));
            }
        };
        let d0 = match before {
            "" | "0" => 0u8,
            "4" => 4,
            _ => {
                return Err(format!(
                    "octal code `{}`: the part before the point must be 0 or 4, found `{}`",
                    code, before
                ))
            }
        };
        if after.is_empty() {
            return Err(format!(
                "octal code `{}` has no digit after the point",
                code
            ));
        }
        let mut digits = vec![d0];
        for (i, c) in after.chars().enumerate() {
            match c.to_digit(8) {
                Some(d) => digits.push(d as u8),
                None => {
                    return Err(format!(
                    "octal code `{}`: `{}` (digit {} after the point) is not an octal digit 0..=7",
                    code,
                    c,
                    i + 1
                ))
                }
            }
        }
        while digits.len() > 1 && digits[digits.len() - 1] == 0 {
            digits.pop();
        }
        Ok(OctalGame { digits })
    }

    /// The subtraction game with move set `moves` (remove `s` tokens for some
    /// `s` in `moves`, if at least `s` remain) as an octal game: digit `3` at
    /// each `s` (leave nothing or one heap, never two). So [`guy_smith_period`]
    /// proves periods of subtraction games too. Zero and repeated moves are
    /// ignored, as in [`subtraction_table`](crate::impartial::subtraction::subtraction_table).
    ///
    /// # Panics
    /// With the [memory](crate::judge::memory) message (`"OctalGame::subtraction:
    /// ..."`) when the `max(moves) + 1` digits do not fit in memory (a move
    /// near `usize::MAX`).
    ///
    /// # Complexity
    /// O(|moves| + max(moves)): the code has one digit per size up to the
    /// largest move.
    ///
    /// # Example
    /// ```
    /// use grundy::octal::{guy_smith_period, OctalGame};
    /// let game = OctalGame::subtraction(&[3, 1, 0, 3]);
    /// assert_eq!(game.code(), "0.303");
    /// // Take 1 or 3: g(n) = n mod 2, period 2 from the start; the proof
    /// // needs 2 * max(0, 1) + 2 * 2 + 3 = 9 values.
    /// assert_eq!(game.table(9), vec![0, 1, 0, 1, 0, 1, 0, 1, 0]);
    /// let p = guy_smith_period(&game, &game.table(9)).unwrap();
    /// assert_eq!((p.pre, p.period), (0, 2));
    /// assert_eq!(OctalGame::subtraction(&[]).code(), "0.0");
    /// ```
    pub fn subtraction(moves: &[usize]) -> OctalGame {
        let max = moves.iter().copied().max().unwrap_or(0);
        let len = crate::judge::memory::count_through("OctalGame::subtraction", max);
        let mut digits = crate::judge::memory::filled("OctalGame::subtraction", len, 0u8);
        for &s in moves {
            if s > 0 {
                digits[s] = 3;
            }
        }
        OctalGame { digits }
    }

    /// The code, as [`Display`](fmt::Display) writes it: `d0.d1...dt` with no
    /// trailing zeros (`0.0` for a game without removals).
    ///
    /// # Example
    /// ```
    /// use grundy::octal::OctalGame;
    /// assert_eq!(OctalGame::parse(" 4.0700 ").unwrap().code(), "4.07");
    /// ```
    pub fn code(&self) -> String {
        self.to_string()
    }

    /// The digit `d_k` (0 past the last digit).
    ///
    /// # Example
    /// ```
    /// use grundy::octal::OctalGame;
    /// let g = OctalGame::parse("4.07").unwrap();
    /// assert_eq!((g.digit(0), g.digit(1), g.digit(2), g.digit(3)), (4, 0, 7, 0));
    /// ```
    pub fn digit(&self, k: usize) -> u8 {
        self.digits.get(k).copied().unwrap_or(0)
    }

    /// `t`: the largest number of tokens one move may remove, the position of
    /// the last nonzero digit after the point (0 if there is none).
    ///
    /// # Example
    /// ```
    /// use grundy::octal::OctalGame;
    /// assert_eq!(OctalGame::parse("0.137").unwrap().max_removal(), 3);
    /// assert_eq!(OctalGame::parse("4.0").unwrap().max_removal(), 0);
    /// ```
    pub fn max_removal(&self) -> usize {
        self.digits.len() - 1
    }

    /// The Grundy values `g[0..len)` by the direct loop: every option of every
    /// heap, digits that are zero skipped. For long tables,
    /// [`OctalValues`](sparse::OctalValues) gives the same values by the
    /// sparse space (see the [module documentation](self)).
    ///
    /// # Complexity
    /// O(len^2 * s + len * t) time for `s` digits with bit 4 and `t` =
    /// [`max_removal`](Self::max_removal): a heap of `n` has about `n / 2`
    /// splits per such digit. One reused [`MexSet`]; O(len) memory.
    ///
    /// # Panics
    /// With the [memory](crate::judge::memory) message when the table does not fit in memory.
    ///
    /// # Example
    /// ```
    /// use grundy::octal::OctalGame;
    /// // Dawson's Kayles, 0.07: remove 2, leaving 0, 1 or 2 heaps.
    /// let g = OctalGame::parse("0.07").unwrap().table(8);
    /// assert_eq!(g, vec![0, 0, 1, 1, 2, 0, 3, 1]);
    /// let kayles = OctalGame::parse("0.77").unwrap();
    /// assert_eq!(kayles.table(6), vec![0, 1, 2, 3, 1, 4]);
    /// ```
    pub fn table(&self, len: usize) -> Vec<u64> {
        let mut takes = Vec::new();
        let mut splits = Vec::new();
        for (k, &d) in self.digits.iter().enumerate() {
            if d & 3 != 0 {
                takes.push((k, d));
            }
            if d & 4 != 0 {
                splits.push(k);
            }
        }
        let mut g: Vec<u64> = crate::judge::memory::with_room("OctalGame::table", len);
        let mut set = MexSet::new();
        for n in 0..len {
            for &(k, d) in &takes {
                if k > n {
                    break;
                }
                let rest = n - k;
                if d & 1 != 0 && rest == 0 {
                    set.insert(0);
                }
                if d & 2 != 0 && rest >= 1 {
                    set.insert(g[rest] as usize);
                }
            }
            for &k in &splits {
                if k + 2 > n {
                    break;
                }
                let rest = n - k;
                for a in 1..=rest / 2 {
                    set.insert((g[a] ^ g[rest - a]) as usize);
                }
            }
            g.push(set.take_mex() as u64);
        }
        g
    }
}

impl fmt::Display for OctalGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.", self.digits[0])?;
        if self.digits.len() == 1 {
            return write!(f, "0");
        }
        for d in &self.digits[1..] {
            write!(f, "{}", d)?;
        }
        Ok(())
    }
}

/// The period that `values` prove for `game` by the Guy-Smith theorem, as a
/// [`Period`] labelled [`Theorem::GuySmith`],
/// or `None`.
///
/// `values` must be `game.table(values.len())` (any integer type). With
/// `L = values.len()` and `t = game.max_removal()`, a pair `(e, p)` is
/// *proven* when
/// - `values[n + p] == values[n]` for every `e <= n < L - p`, and
/// - `L >= 2 * max(e, 1) + 2 * p + t`, so those `n` include the whole range
///   `max(e, 1) <= n < 2 * max(e, 1) + p + t` that the theorem asks for;
///
/// then `g(n + p) = g(n)` holds for *every* `n >= e`, not only within the
/// values. The answer is the least `p` that is proven, and for it the least
/// `e`, which is then exactly the pre-period of `p` (the values show
/// `g(e - 1 + p) != g(e - 1)`). A smaller true period may exist whose proof
/// needs more values; the least proven `p` is always a multiple of the least
/// true period.
///
/// The proof is about the octal game of exactly this code. A code cut short
/// to stand for a game with unbounded removals (`4.333` for Lasker's Nim,
/// which may take any number) is a different game, and its proven period is
/// not one of the unbounded game.
///
/// # Complexity
/// O(L) time, 4 bytes a value of memory (8 from 2^32 values on): the least
/// period of every suffix by the prefix function of the reversed values.
///
/// # Example
/// ```
/// use grundy::octal::{guy_smith_period, OctalGame};
/// use grundy::period::{Evidence, Theorem};
/// // Dawson's Kayles: period 34 from heap 53 on (problems.md, BOJ 13034);
/// // the proof needs 2 * 53 + 2 * 34 + 2 = 176 values.
/// let game = OctalGame::parse("0.07").unwrap();
/// let p = guy_smith_period(&game, &game.table(176)).unwrap();
/// assert_eq!((p.pre, p.period, p.saltus), (53, 34, 0));
/// assert_eq!(p.evidence, Evidence::Proven(Theorem::GuySmith));
/// assert_eq!(guy_smith_period(&game, &game.table(175)), None);
/// ```
pub fn guy_smith_period<T: Eq>(game: &OctalGame, values: &[T]) -> Option<Period> {
    analyse(values.len(), |n| &values[n], game.max_removal()).0
}

/// [`guy_smith_period`] of values kept as [`store::Values`] (12 bits each
/// past 2^22 values while below 4096), read where they are kept.
///
/// # Example
/// ```
/// use grundy::octal::sparse::OctalValues;
/// use grundy::octal::{guy_smith_period_of, OctalGame};
/// // Kayles: period 12 from 71, proven by 2 * 71 + 2 * 12 + 2 = 168 values.
/// let game = OctalGame::parse("0.77").unwrap();
/// let mut v = OctalValues::new(&game);
/// v.extend_to(168);
/// let p = guy_smith_period_of(&game, v.values()).unwrap();
/// assert_eq!((p.pre, p.period), (71, 12));
/// ```
pub fn guy_smith_period_of(game: &OctalGame, values: &store::Values) -> Option<Period> {
    match values.as_slice() {
        Some(slice) => guy_smith_period(game, slice),
        None => analyse(values.len(), |n| values.get(n), game.max_removal()).0,
    }
}

/// Candidates [`certify::GuySmithWatch`] follows between two full checks.
const CANDIDATES: usize = 12;

/// The least proven period of `values` (as
/// [`guy_smith_period`]), and the candidates to
/// follow: for the last few runs of starts `e` whose suffix `values[e..]`
/// has the same least period `p`, shown at least 1.25 times, the pair `(p, e)`
/// with the run's least `e`.
fn analyse<T: Eq, G: Fn(usize) -> T>(
    len: usize,
    at: G,
    t: usize,
) -> (Option<Period>, Vec<(usize, usize)>) {
    let mut candidates: Vec<(usize, usize)> = Vec::new();
    let mut best: Option<usize> = None;
    let mut run: Option<(usize, usize)> = None;
    each_suffix_period(len, &at, |e, p| {
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
        while e > 0 && at(e - 1) == at(e - 1 + p) {
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
/// value (the borders as `u32`; as `u64` from 2^32 values on, where a `u32`
/// would wrap). `at(i)` is value `i`.
fn each_suffix_period<T: Eq, G: Fn(usize) -> T, F: FnMut(usize, usize)>(len: usize, at: G, f: F) {
    if len <= u32::MAX as usize {
        suffix_periods(len, at, f, |k| k as u32, |b| b as usize);
    } else {
        suffix_periods(len, at, f, |k| k as u64, |b| b as usize);
    }
}

/// [`each_suffix_period`] with the borders kept as `B` (`put` and `get`
/// convert; every border is below `len`).
fn suffix_periods<T: Eq, G: Fn(usize) -> T, F: FnMut(usize, usize), B: Copy + Default>(
    len: usize,
    at: G,
    mut f: F,
    put: fn(usize) -> B,
    get: fn(B) -> usize,
) {
    if len == 0 {
        return;
    }
    let rev = |i: usize| at(len - 1 - i);
    let mut border = vec![B::default(); len];
    f(len - 1, 1);
    for i in 1..len {
        let mut k = get(border[i - 1]);
        while k > 0 && rev(i) != rev(k) {
            k = get(border[k - 1]);
        }
        if rev(i) == rev(k) {
            k += 1;
        }
        border[i] = put(k);
        f(len - 1 - i, i + 1 - k);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::impartial::game::Game;
    use crate::impartial::period::{Evidence, Theorem};
    use certify::{periodic_table, GuySmithWatch};
    use rand::{rngs::StdRng, Rng, SeedableRng};
    use std::collections::BTreeSet;

    /// The move rule read literally, with a set per position: remove `k`
    /// tokens (`d_k != 0`), then leave nothing (bit 1, all `k` removed), one
    /// heap (bit 2) or any ordered split into two non-empty heaps (bit 4).
    fn table_naive(digits: &[u8], len: usize) -> Vec<u64> {
        let mut g: Vec<u64> = Vec::new();
        for n in 0..len {
            let mut options = BTreeSet::new();
            for k in 0..=n {
                let d = digits.get(k).copied().unwrap_or(0);
                let rest = n - k;
                if d & 1 != 0 && rest == 0 {
                    options.insert(0);
                }
                if d & 2 != 0 && rest > 0 {
                    options.insert(g[rest]);
                }
                if d & 4 != 0 {
                    for a in 1..rest {
                        options.insert(g[a] ^ g[rest - a]);
                    }
                }
            }
            g.push((0..).find(|v| !options.contains(v)).unwrap());
        }
        g
    }

    /// The move rule read as plain loops over every option of every heap
    /// (remove `k` with `d_k != 0`, leave nothing, one heap or two), the set
    /// a stamp per value: independent of [`OctalGame::table`]'s set and of
    /// [`sparse::OctalValues`], and fast enough for 100,000 heaps.
    fn table_stamps(digits: &[u8], len: usize) -> Vec<u64> {
        let mut g: Vec<u64> = Vec::new();
        let mut stamp = vec![usize::MAX; 1 << 17];
        for n in 0..len {
            for (k, &d) in digits.iter().enumerate().take(n + 1) {
                let rest = n - k;
                if d & 1 != 0 && rest == 0 {
                    stamp[0] = n;
                }
                if d & 2 != 0 && rest > 0 {
                    stamp[g[rest] as usize] = n;
                }
                if d & 4 != 0 {
                    for a in 1..rest {
                        stamp[(g[a] ^ g[rest - a]) as usize] = n;
                    }
                }
            }
            g.push((0..).find(|&v| stamp[v as usize] != n).unwrap());
        }
        g
    }

    /// The polygon game of BOJ 13034 as problems.md states it:
    /// G(n) = mex{ G(i) xor G(n-2-i) : 0 <= i <= n-2 }, G(0) = G(1) = 0.
    fn polygon_naive(len: usize) -> Vec<u64> {
        let mut g: Vec<u64> = Vec::new();
        for n in 0..len {
            let options: BTreeSet<u64> = (0..=n.saturating_sub(2))
                .filter(|_| n >= 2)
                .map(|i| g[i] ^ g[n - 2 - i])
                .collect();
            g.push((0..).find(|v| !options.contains(v)).unwrap());
        }
        g
    }

    /// A periodicity check without the `max(e, 1)` fix, as the theorem is
    /// often quoted: least p, least e, values must reach `2e + p + t`.
    fn careless_period(t: usize, values: &[u64]) -> Option<(usize, usize)> {
        let len = values.len();
        (1..len).find_map(|p| {
            let e = (0..len - p)
                .rev()
                .find(|&n| values[n + p] != values[n])
                .map_or(0, |n| n + 1);
            // n ranges over e <= n < 2e + p + t, so n + p < len is needed.
            (2 * e + 2 * p + t <= len).then_some((e, p))
        })
    }

    /// The values by the sparse space ([`sparse::OctalValues`]).
    fn sparse_table(game: &OctalGame, len: usize) -> Vec<u64> {
        let mut values = sparse::OctalValues::new(game);
        values.extend_to(len);
        values.values().iter().map(u64::from).collect()
    }

    /// [`guy_smith_period`] as a pair, for short assertions.
    fn proven_period(game: &OctalGame, values: &[u64]) -> Option<(usize, usize)> {
        guy_smith_period(game, values).map(|p| (p.pre, p.period))
    }

    fn digits_of(code: &str) -> Vec<u8> {
        OctalGame::parse(code).unwrap().digits
    }

    #[test]
    fn parse_reads_codes_and_writes_them_back() {
        for (code, canonical) in [
            ("0.07", "0.07"),
            (".07", "0.07"),
            ("0.137", "0.137"),
            ("  0.77\n", "0.77"),
            ("4.07", "4.07"),
            ("0.0700", "0.07"),
            ("0.0", "0.0"),
            ("4.000", "4.0"),
            ("0.6", "0.6"),
        ] {
            let game = OctalGame::parse(code).unwrap_or_else(|e| panic!("{code}: {e}"));
            assert_eq!(game.code(), canonical, "code {code:?}");
            assert_eq!(OctalGame::parse(canonical).unwrap(), game, "code {code:?}");
        }
        assert_eq!(digits_of("4.07"), vec![4, 0, 7]);
        assert_eq!(OctalGame::parse("0.0").unwrap().max_removal(), 0);
    }

    /// R11: the hint of a code without a point is itself a code that
    /// parses (`0,07` was told "write one like 0.0,07").
    #[test]
    fn the_no_point_hint_is_a_code() {
        for (code, hint) in [
            ("07", "0.07"),
            ("0,07", "0.07"),
            ("4,6", "4.6"),
            ("137", "0.137"),
            (",07", "0.07"),
            ("0,0,7", "0.07"),
            ("08", "0.07"),
            ("x", "0.07"),
            ("0 07", "0.07"),
        ] {
            let err = OctalGame::parse(code).unwrap_err();
            let want = format!("has no point (write one like {})", hint);
            assert!(err.ends_with(&want), "{code:?}: {err}");
            assert!(OctalGame::parse(hint).is_ok(), "{hint}");
        }
    }

    #[test]
    fn parse_rejects_malformed_codes() {
        for (code, says) in [
            ("", "empty"),
            ("   ", "empty"),
            ("07", "has no point"),
            ("0.", "no digit after the point"),
            ("4.", "no digit after the point"),
            ("1.07", "must be 0 or 4"),
            ("00.07", "must be 0 or 4"),
            (
                "0.08",
                "`8` (digit 2 after the point) is not an octal digit",
            ),
            ("0.7x", "`x` (digit 2 after the point)"),
            ("0.0.7", "`.` (digit 2 after the point)"),
            ("0.-7", "`-`"),
        ] {
            let err = OctalGame::parse(code).expect_err(code);
            assert!(err.contains(says), "code {code:?}: {err:?} lacks {says:?}");
        }
    }

    #[test]
    fn subtraction_games_are_octal_games_with_threes() {
        let mut rng = StdRng::seed_from_u64(9655);
        for case in 0..200 {
            let k = rng.random_range(0..=6);
            let moves: Vec<usize> = (0..k).map(|_| rng.random_range(0..=12)).collect();
            let game = OctalGame::subtraction(&moves);
            let want = crate::impartial::subtraction::subtraction_table(&moves, 149);
            assert_eq!(game.table(150), want, "case {case}, moves {moves:?}");
            assert_eq!(
                game.table(150),
                table_naive(&game.digits, 150),
                "case {case}, moves {moves:?}"
            );
            let t = moves.iter().copied().max().unwrap_or(0);
            assert_eq!(game.max_removal(), t, "case {case}, moves {moves:?}");
        }
    }

    #[test]
    fn table_matches_the_move_rule() {
        for code in [
            "0.07", "0.77", "0.137", "0.6", "4.07", "0.04", "0.4", "0.7", "0.31", "0.51", "0.14",
            "0.007", "4.0", "0.0", "0.3456", "0.123", "4.7", "0.1", "0.3",
        ] {
            let game = OctalGame::parse(code).unwrap();
            assert_eq!(
                game.table(200),
                table_naive(&game.digits, 200),
                "code {code}"
            );
        }
    }

    /// A random code `d0.d1..dk`: `d0` is 4 with probability 1 / `one_in`
    /// (else 0), `k` in `1..=max_digits`, each digit uniform in 0..=7.
    fn random_code(rng: &mut StdRng, one_in: u32, max_digits: usize) -> String {
        let d0 = if rng.random_range(0..one_in) == 0 {
            '4'
        } else {
            '0'
        };
        let k = rng.random_range(1..=max_digits);
        let digits: String = (0..k)
            .map(|_| char::from(b'0' + rng.random_range(0..=7u8)))
            .collect();
        format!("{d0}.{digits}")
    }

    #[test]
    fn random_codes_match_the_move_rule() {
        let mut rng = StdRng::seed_from_u64(13034);
        for case in 0..100 {
            let code = random_code(&mut rng, 2, 5);
            let game = OctalGame::parse(&code).unwrap();
            assert_eq!(
                game.table(120),
                table_naive(&game.digits, 120),
                "case {case}, code {code}"
            );
        }
    }

    #[test]
    fn resumed_values_go_on_as_one_computation() {
        // Cut points around the first choices of the masks (heaps 64, 128)
        // and later; sparse games (0.56, 0.376, 0.16), Officers, a game with
        // no sparse space (0.007) and one without splits (0.33). The first
        // 400 values are also the move rule's, read literally.
        for code in [
            "0.07", "0.56", "0.376", "0.16", "0.6", "0.007", "4.007", "0.33",
        ] {
            let game = OctalGame::parse(code).unwrap();
            let whole = sparse_table(&game, 2500);
            assert_eq!(whole[..400], table_naive(&game.digits, 400)[..], "{code}");
            let mut full = sparse::OctalValues::new(&game);
            full.extend_to(2500);
            let full = full.into_values().to_vec();
            for cut in [0, 5, 64, 65, 129, 1000, 2499] {
                let mut v = sparse::OctalValues::resume(&game, &full[..cut]);
                v.extend_to(2500);
                let got: Vec<u64> = v.values().iter().map(u64::from).collect();
                assert_eq!(got, whole, "code {code}, resumed after {cut} values");
            }
        }
    }

    #[test]
    fn dawsons_kayles_is_a002187_shifted() {
        // OEIS A002187 (Dawson's Chess, 0.137), a(0..=59), copied by hand;
        // its comment: "Octal game .07 (Dawson's Kayles) has values a(n-1)".
        let a002187: [u64; 60] = [
            0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0,
            4, 5, 2, 7, 4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 2, 3, 3, 0, 1, 1, 3,
            0, 2,
        ];
        let g = OctalGame::parse("0.07").unwrap().table(61);
        assert_eq!(g[0], 0);
        for n in 1..=60 {
            assert_eq!(g[n], a002187[n - 1], "0.07 heap {n}");
        }
        let chess = OctalGame::parse("0.137").unwrap().table(60);
        assert_eq!(chess, a002187.to_vec());
    }

    #[test]
    fn known_periods_are_proven_exactly_when_the_values_suffice() {
        // (code, pre-period, period): Dawson's Kayles and Chess have period 34
        // (A002187: exceptions up to 51 for 0.137, so up to 52 for 0.07);
        // 0.4 has values a(n-2) (A002187's comment), so exceptions up to 53;
        // Kayles has period 12, last exception at 70 (Winning Ways).
        for (code, e, p) in [
            ("0.07", 53, 34),
            ("0.137", 52, 34),
            ("0.4", 54, 34),
            ("0.77", 71, 12),
        ] {
            let game = OctalGame::parse(code).unwrap();
            let needed = 2 * e + 2 * p + game.max_removal();
            let g = game.table(needed + 100);
            assert_eq!(proven_period(&game, &g[..needed]), Some((e, p)), "{code}");
            assert_eq!(proven_period(&game, &g[..needed - 1]), None, "{code}");
            assert_eq!(proven_period(&game, &g), Some((e, p)), "{code}");
        }
    }

    #[test]
    fn a_pre_period_of_zero_still_needs_max_e_1() {
        // 0.04: remove 2, leaving two non-empty heaps. Heaps 0..=3 have no
        // move, so the first four values are 0 and a careless check "proves"
        // period 1 from 0; but heap 4 -> 1 + 1 has value 1.
        let game = OctalGame::parse("0.04").unwrap();
        let g = game.table(2000);
        assert_eq!(&g[..5], &[0, 0, 0, 0, 1]);
        assert_eq!(careless_period(2, &g[..4]), Some((0, 1)));
        assert_eq!(proven_period(&game, &g[..4]), None);
        // The careless claim is false, and ours never makes a false claim
        // where it does.
        let mut false_claims = 0;
        for len in 1..=300 {
            if let Some((e, p)) = careless_period(2, &g[..len]) {
                let holds = (e..g.len() - p).all(|n| g[n + p] == g[n]);
                if !holds {
                    false_claims += 1;
                    assert_ne!(
                        proven_period(&game, &g[..len]),
                        Some((e, p)),
                        "prefix {len}"
                    );
                }
            }
        }
        assert!(false_claims > 0);
    }

    #[test]
    fn every_proven_period_holds_far_beyond_the_proof() {
        // Soundness: whatever a prefix proves must hold on a much longer table,
        // with the pre-period exact.
        for code in [
            "0.07", "0.77", "0.137", "0.6", "4.07", "0.04", "0.4", "0.7", "0.31", "0.51", "0.14",
            "0.007", "4.0", "0.0", "0.3456", "0.123", "4.7", "0.1", "0.3", "0.44", "0.16",
        ] {
            let game = OctalGame::parse(code).unwrap();
            let long = game.table(1500);
            for len in 0..=250 {
                if let Some((e, p)) = proven_period(&game, &long[..len]) {
                    let bad = (e..long.len() - p).find(|&n| long[n + p] != long[n]);
                    assert_eq!(bad, None, "code {code}, prefix {len}: ({e}, {p})");
                    if e > 0 {
                        assert_ne!(long[e - 1 + p], long[e - 1], "code {code}, prefix {len}");
                    }
                }
            }
        }
    }

    #[test]
    fn proven_periods_of_random_codes_hold_far_beyond_the_proof() {
        let mut rng = StdRng::seed_from_u64(34);
        let mut proven = 0;
        for case in 0..40 {
            let code = random_code(&mut rng, 4, 4);
            let game = OctalGame::parse(&code).unwrap();
            let long = game.table(1200);
            for len in (0..=240).step_by(4) {
                if let Some((e, p)) = proven_period(&game, &long[..len]) {
                    proven += 1;
                    let bad = (e..long.len() - p).find(|&n| long[n + p] != long[n]);
                    assert_eq!(bad, None, "case {case}, code {code}, prefix {len}");
                }
            }
        }
        assert!(proven > 100, "only {proven} proofs");
    }

    /// The least period of every suffix, by the borders as `u32` (what
    /// tables below 2^32 values use) and as `u64` (from 2^32 on), against
    /// the definition: the least `p` with `v[n + p] == v[n]` for every `n`
    /// of the suffix, on random values over small alphabets.
    #[test]
    fn suffix_periods_in_either_width_match_the_definition() {
        let mut rng = StdRng::seed_from_u64(29);
        for case in 0..300 {
            let len = rng.random_range(0..60);
            let colours = rng.random_range(1..4u8);
            let v: Vec<u8> = (0..len).map(|_| rng.random_range(0..colours)).collect();
            let mut want = vec![0; len];
            for (e, w) in want.iter_mut().enumerate() {
                *w = (1..=len - e)
                    .find(|&p| (e..len - p).all(|n| v[n + p] == v[n]))
                    .unwrap();
            }
            let mut narrow = vec![0; len];
            suffix_periods(
                len,
                |i| v[i],
                |e, p| narrow[e] = p,
                |k| k as u32,
                |b| b as usize,
            );
            let mut wide = vec![0; len];
            suffix_periods(
                len,
                |i| v[i],
                |e, p| wide[e] = p,
                |k| k as u64,
                |b| b as usize,
            );
            let mut chosen = vec![0; len];
            each_suffix_period(len, |i| v[i], |e, p| chosen[e] = p);
            assert_eq!(narrow, want, "case {case}: {v:?}");
            assert_eq!(wide, want, "case {case}: {v:?}");
            assert_eq!(chosen, want, "case {case}: {v:?}");
        }
    }

    #[test]
    fn the_polygon_game_by_its_period_up_to_2000() {
        // What p13034 does, against the recurrence of the statement.
        let game = OctalGame::parse("0.07").unwrap();
        let (g, period) = periodic_table(&game, 1 << 12).unwrap();
        assert_eq!((period.pre, period.period), (53, 34));
        assert_eq!(g.len(), 176);
        let naive = polygon_naive(2001);
        for (n, &want) in naive.iter().enumerate() {
            assert_eq!(period.get(&g, n as u64), want, "N = {n}");
        }
    }

    #[test]
    fn periods_match_a_long_table() {
        for code in ["0.77", "0.137", "0.4", "0.44", "4.07", "4.0", "0.0"] {
            let game = OctalGame::parse(code).unwrap();
            let (g, period) = periodic_table(&game, 4096).unwrap();
            let long = game.table(3000);
            for (n, &want) in long.iter().enumerate() {
                assert_eq!(period.get(&g, n as u64), want, "code {code}, n {n}");
            }
        }
    }

    #[test]
    fn a_truncated_code_is_another_game_with_its_own_period() {
        // Lasker's Nim (take any number, or split in two) by its rule.
        let lasker = crate::impartial::heap::heap_table(600, |n, push| {
            for k in 1..=n {
                push(&[n - k]);
            }
            for a in 1..=n / 2 {
                push(&[a, n - a]);
            }
        });
        for threes in 1..=12 {
            let code = format!("4.{}", "3".repeat(threes));
            let game = OctalGame::parse(&code).unwrap();
            let g = game.table(600);
            // The codes agree with Lasker's Nim up to the cut, part after it.
            assert_eq!(&g[..=threes], &lasker[..=threes], "{code}");
            assert_ne!(&g[..2 * threes + 2], &lasker[..2 * threes + 2], "{code}");
            // What is proven is a period of the truncated game (it holds on
            // its 600 values), labelled Guy-Smith, with no saltus; Lasker's
            // Nim has none (its values grow), and is only ever observed.
            let p = guy_smith_period(&game, &g[..300]).expect("a proof in 300 values");
            assert!(
                (p.pre..600 - p.period).all(|n| g[n + p.period] == g[n]),
                "{code}"
            );
            assert!(
                (p.pre..600 - p.period).any(|n| lasker[n + p.period] != lasker[n]),
                "{code}"
            );
        }
        let observed = crate::impartial::period::observed_period(&lasker).unwrap();
        assert_eq!((observed.pre, observed.period, observed.saltus), (1, 4, 4));
        assert!(!observed.is_proven());
    }

    #[test]
    fn no_proof_within_too_few_values() {
        let game = OctalGame::parse("0.07").unwrap();
        assert!(periodic_table(&game, 175).is_none());
        assert_eq!(periodic_table(&game, 0), None);
        assert_eq!(proven_period(&game, &[]), None);
        assert_eq!(periodic_table(&game, 176).unwrap().0.len(), 176);
    }

    /// Every code `d0.d1..dk` with `k <= digits` and a nonzero last digit
    /// (`d0` in {0, 4}).
    fn all_codes(digits: u32) -> Vec<String> {
        let mut codes = Vec::new();
        for d0 in ["0", "4"] {
            for k in 1..=digits {
                for x in 0..8usize.pow(k) {
                    let s: String = (0..k)
                        .rev()
                        .map(|i| char::from(b'0' + (x / 8usize.pow(i) % 8) as u8))
                        .collect();
                    if !s.ends_with('0') {
                        codes.push(format!("{d0}.{s}"));
                    }
                }
            }
        }
        codes
    }

    #[test]
    fn the_direct_loop_matches_the_move_rule() {
        let mut rng = StdRng::seed_from_u64(2);
        for case in 0..200 {
            let code = random_code(&mut rng, 2, 6);
            let game = OctalGame::parse(&code).unwrap();
            assert_eq!(
                game.table(150),
                table_naive(&game.digits, 150),
                "case {case}, code {code}"
            );
        }
    }

    /// The sparse method against the direct loop on all 1,022 codes of at
    /// most three digits, `len` heaps each, on both cores.
    fn sparse_matches_direct_on_three_digit_codes(len: usize) {
        let codes = all_codes(3);
        assert_eq!(codes.len(), 2 * (7 + 7 * 8 + 7 * 64));
        let check = |codes: &[String]| {
            for code in codes {
                let game = OctalGame::parse(code).unwrap();
                assert_eq!(
                    sparse_table(&game, len),
                    game.table(len),
                    "code {code}, {len} heaps"
                );
            }
        };
        let (a, b) = codes.split_at(codes.len() / 2);
        std::thread::scope(|s| {
            s.spawn(|| check(a));
            check(b);
        });
    }

    #[test]
    fn sparse_values_match_the_direct_loop_on_every_code_of_three_digits() {
        sparse_matches_direct_on_three_digit_codes(300);
    }

    #[test]
    #[ignore = "slow (about 20 s): 2,000 heaps of every three-digit code; CI runs it with --include-ignored"]
    fn sparse_values_match_the_direct_loop_on_every_code_of_three_digits_in_full() {
        sparse_matches_direct_on_three_digit_codes(2000);
    }

    /// The sparse method against the direct loop on `len` heaps of long codes.
    fn sparse_matches_direct_on_long_codes(len: usize) {
        // Codes with a sparse space (0.16, 0.56, 0.127, 0.376: rare values
        // from the start, or new rare values late), Officers (0.6) and codes
        // with none (0.04, 0.06; 0.007 and 4.007, whose values pass 64
        // early), and random long codes.
        let mut codes: Vec<String> = [
            "0.16", "0.56", "0.127", "0.376", "0.354", "0.6", "0.04", "0.06", "4.7", "0.1777",
            "0.77", "0.07", "0.26", "0.144", "0.45", "4.07", "0.3122", "0.007", "4.007",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        let mut rng = StdRng::seed_from_u64(21);
        for _ in 0..30 {
            codes.push(random_code(&mut rng, 3, 9));
        }
        for code in &codes {
            let game = OctalGame::parse(code).unwrap();
            assert_eq!(
                sparse_table(&game, len),
                game.table(len),
                "code {code}, {len} heaps"
            );
        }
    }

    #[test]
    fn sparse_values_match_the_direct_loop_on_long_codes_and_long_tables() {
        sparse_matches_direct_on_long_codes(1500);
    }

    #[test]
    #[ignore = "slow (about 15 s): 6,000 heaps of 49 long codes; CI runs it with --include-ignored"]
    fn sparse_values_match_the_direct_loop_on_long_codes_in_full() {
        sparse_matches_direct_on_long_codes(6000);
    }

    #[test]
    #[ignore = "slow (about 35 s): 100,000 heaps of 0.6, 0.007 and 4.007 by the move rule; CI runs it with --include-ignored"]
    fn sparse_values_match_the_move_rule_on_100000_heaps() {
        // Officers and two games without a sparse space whose values pass
        // 64 early (the byte marks of the full scan and the proof step).
        for code in ["0.6", "0.007", "4.007"] {
            let game = OctalGame::parse(code).unwrap();
            let len = 100_000;
            let naive = table_stamps(&game.digits, len);
            let sparse = sparse_table(&game, len);
            let first = (0..len).find(|&n| sparse[n] != naive[n]);
            assert_eq!(first, None, "code {code}: first heap that differs");
        }
    }

    #[test]
    fn values_that_widen_the_store_match_the_move_rule() {
        // The store keeps values in 12 bits until one reaches 4096, then in
        // 16; no game here gets there within a quick test, so these stores
        // widen at the first value of 16 to 100 (reached at the heap in the
        // comment, by the move rule), and keep only the first 100 and the
        // last 200 to 400 values as u16 too (not 32,768 and 65,536), so the
        // reads of packed runs are tested as well: the values before and
        // after the widening, against the move rule.
        // Packed from the start (`pack_at` 0) or at 1,000 values.
        for (code, limit, len, pack_at) in [
            ("0.6", 64, 3_000, 0),    // heap 1,945
            ("0.6", 64, 3_000, 1000), // packed at 1,000, widened at 1,945
            ("0.6", 4096, 3_000, 0),  // never: packed throughout
            ("0.6", 4096, 3_000, 1000),
            ("0.007", 64, 3_000, 0),  // heap 1,320
            ("4.007", 100, 3_000, 0), // heap 876
            ("0.16", 16, 3_000, 0),   // heap 1,513
            ("0.376", 64, 3_000, 0),  // heap 623
        ] {
            let game = OctalGame::parse(code).unwrap();
            let naive = table_stamps(&game.digits, len);
            let store = store::Values::for_tests(limit, 100, 200, pack_at);
            let mut v = sparse::OctalValues::with_store(&game, store);
            v.extend_to(len);
            let reached = naive.iter().any(|&x| x >= u64::from(limit));
            assert_eq!(v.values().is_wide(), reached, "code {code}, limit {limit}");
            let got: Vec<u64> = v.values().iter().map(u64::from).collect();
            let first = (0..len).find(|&n| got[n] != naive[n]);
            assert_eq!(
                first, None,
                "code {code}, limit {limit}: first heap that differs"
            );
        }
    }

    #[test]
    fn the_stamp_loop_matches_the_move_rule() {
        for code in ["0.6", "0.007", "4.007", "0.07", "4.07", "0.137"] {
            let digits = digits_of(code);
            assert_eq!(
                table_stamps(&digits, 200),
                table_naive(&digits, 200),
                "code {code}"
            );
        }
    }

    #[test]
    fn values_of_0_56_are_a071436() {
        // OEIS A071436 (octal game .56), a(1..=92) as the OEIS page lists
        // them (offset 1: a(n) is the value of a heap of n).
        let a071436: [u64; 92] = [
            1, 0, 2, 2, 4, 1, 1, 3, 2, 4, 4, 6, 6, 2, 1, 1, 7, 6, 8, 4, 1, 1, 6, 5, 4, 8, 1, 1, 12,
            4, 5, 6, 1, 1, 3, 12, 6, 6, 8, 9, 2, 11, 6, 6, 4, 2, 1, 1, 12, 13, 4, 10, 8, 1, 12, 12,
            5, 11, 1, 16, 2, 2, 12, 6, 1, 1, 2, 13, 12, 6, 6, 8, 1, 1, 7, 6, 11, 4, 16, 16, 6, 5,
            5, 19, 1, 1, 12, 4, 14, 16, 1, 1,
        ];
        let g = sparse_table(&OctalGame::parse("0.56").unwrap(), 93);
        assert_eq!(g[0], 0);
        assert_eq!(&g[1..], &a071436[..]);
    }

    #[test]
    fn the_watch_reports_exactly_the_first_proof() {
        // For every length, guy_smith_period on the prefix says whether a
        // proof exists; the watch must report the first such length, with the
        // same period, or (if its candidates missed it) a later one that is
        // what guy_smith_period says there.
        let mut rng = StdRng::seed_from_u64(22);
        let mut codes: Vec<String> = ["0.07", "0.77", "0.137", "0.4", "0.04", "0.3", "4.07"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        for _ in 0..60 {
            codes.push(random_code(&mut rng, 4, 4));
        }
        let (mut exact, mut proven) = (0, 0);
        for code in &codes {
            let game = OctalGame::parse(code).unwrap();
            let g = game.table(1500);
            let first = (1..=g.len()).find(|&l| guy_smith_period(&game, &g[..l]).is_some());
            let mut watch = GuySmithWatch::new(&game);
            let seen = (1..=g.len()).find_map(|l| watch.observe(&g[..l]).map(|p| (l, p)));
            match (first, seen) {
                (None, None) => {}
                (Some(f), Some((l, p))) => {
                    assert!(l >= f, "code {code}: {l} < {f}");
                    assert!(2 * l <= 3 * f + 2, "code {code}: {l} far after {f}");
                    assert_eq!(Some(p), guy_smith_period(&game, &g[..l]), "code {code}");
                    exact += usize::from(l == f);
                    proven += 1;
                }
                other => panic!("code {code}: {other:?}"),
            }
        }
        assert!(proven >= 40, "only {proven} proofs");
        assert!(exact * 10 >= proven * 9, "only {exact} of {proven} exact");
    }

    #[test]
    fn periodic_table_stops_at_the_first_proof_of_known_periods() {
        for (code, e, p) in [("0.07", 53, 34), ("0.137", 52, 34), ("0.77", 71, 12)] {
            let game = OctalGame::parse(code).unwrap();
            let (g, period) = periodic_table(&game, 10_000).unwrap();
            assert_eq!((period.pre, period.period), (e, p), "{code}");
            assert_eq!(g.len(), 2 * e + 2 * p + game.max_removal(), "{code}");
            assert_eq!(period.evidence, Evidence::Proven(Theorem::GuySmith));
        }
    }

    #[test]
    fn octal_games_are_games_whose_rows_sum() {
        // The options and winning moves of rows of heaps, against the table:
        // a row's value is the XOR of its heaps' values, and a move to an
        // option wins iff the row it leaves has XOR 0.
        use crate::impartial::game::Grundy;
        let mut rng = StdRng::seed_from_u64(220);
        for case in 0..40 {
            let code = random_code(&mut rng, 3, 4);
            let game = OctalGame::parse(&code).unwrap();
            let g = table_naive(&game.digits, 40);
            let mut memo = Grundy::new(game.clone());
            for (n, &want) in g.iter().enumerate() {
                assert_eq!(memo.value(&n), want, "case {case}, {code}, heap {n}");
            }
            for _ in 0..5 {
                let row: Vec<usize> = (0..rng.random_range(1..=4))
                    .map(|_| rng.random_range(0..40))
                    .collect();
                let total = row.iter().fold(0, |x, &n| x ^ g[n]);
                assert_eq!(memo.value_of_sum(&row), total, "{code} {row:?}");
                let mut want = Vec::new();
                for (i, &n) in row.iter().enumerate() {
                    for option in game.options(&n) {
                        let rest = option.iter().fold(total ^ g[n], |x, &m| x ^ g[m]);
                        if rest == 0 {
                            let mut to = row.clone();
                            to.remove(i);
                            to.extend(option.iter().copied());
                            to.sort_unstable();
                            want.push(to);
                        }
                    }
                }
                let mut got: Vec<Vec<usize>> = memo
                    .winning_moves(&row)
                    .into_iter()
                    .map(|m| {
                        let mut to = m.apply(&row);
                        to.sort_unstable();
                        to
                    })
                    .collect();
                got.sort();
                want.sort();
                assert_eq!(got, want, "case {case}, {code}, row {row:?}");
            }
        }
    }
}
