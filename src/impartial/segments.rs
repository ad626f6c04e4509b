//! Rows of cells with typed ends: a move writes a symbol in an empty cell
//! of a row, under a rule saying which symbols may stand side by side; each
//! end of a row is a wall or a symbol already written. Node Kayles on a
//! path (a stone on a cell with no stone beside it), "write X or O, never
//! two equal letters side by side", a strip whose ends are given letters:
//! [`Segments`] gives the value of every segment by its length and end
//! types, with a period proven by a Guy-Smith-style theorem, so lengths up
//! to 10^18 are answered exactly.
//!
//! # Segments
//!
//! Symbols are `1..=k`, and end type `0` is a wall. `ok(x, y)` says whether
//! `x` may stand just left of `y` (with `0` for a wall on either side); an
//! empty cell beside a written one constrains nothing. A *segment*
//! `(a, L, b)` is a run of `L` empty cells between end types `a` and `b`.
//! Writing `s` in cell `i` (legal iff `i > 0` or `ok(a, s)`, and
//! `i < L - 1` or `ok(s, b)`) leaves the two segments `(a, i, s)` and
//! `(s, L - 1 - i, b)`: a row is a sum of its segments, and
//! `g(a, L, b) = mex over the legal (i, s) of g(a, i, s) ^ g(s, L - 1 - i, b)`.
//!
//! # The periodicity theorem
//!
//! **Theorem.** Let `e = max(pre, 1)`. If `g(x, L + p, y) = g(x, L, y)` for
//! every pair of end types `(x, y)` and every `L` with `pre <= L < 2e + p + 1`,
//! then it holds for every `L >= pre` (values `g(., L, .)` for `L <= 2e + 2p`
//! are needed, the bound of the octal Guy-Smith theorem with one cell
//! taken: Guy and Smith, *The G-values of various games*, 1956; *Winning
//! Ways* ch. 4).
//!
//! *Proof*, by induction on `L >= 2e + p + 1`, for all pairs at once. A move
//! of `(a, L + p, b)` writes `s` leaving parts `i + j = L + p - 1`, so the
//! larger part, say `j` (the other case is the mirror image), is at least
//! `e + p`. Then `pre <= e <= j - p < L`, so `g(s, j, b) = g(s, j - p, b)`
//! by the induction hypothesis, and writing `s` at `i` in `(a, L, b)` leaves
//! `i` and `j - p >= 1`: the same option value, and as legal (a part of
//! length at least 1 on the right means the cell is not beside `b` in
//! either segment, and the left side is the same cell `i`). Conversely a
//! move of `(a, L, b)` leaves `i + j = L - 1 >= 2e + p`, the larger part, say
//! `j`, is at least `e >= 1` with `pre <= j < L`, so `g(s, j + p, b) =
//! g(s, j, b)` and writing `s` at `i` in `(a, L + p, b)` is the same option.
//! The option values are the same sets, so their mexes agree. This is why
//! `e` is at least 1: a part shrunk to length 0 would bring its cell next to
//! the end, where `ok` may forbid it.
//!
//! Splits make the dependence on earlier lengths unbounded (a move reads
//! every shorter length), so a repeated window of fixed size proves nothing
//! here; the theorem above is what does. [`Segments::prove`] finds the least
//! `p` (and its least `pre`) that it proves from the values computed.
//!
//! ```
//! use grundy::segments::Segments;
//! // Node Kayles on a path: a stone on an empty cell with no stone beside it.
//! let mut kayles = Segments::new(1, |x, y| !(x == 1 && y == 1));
//! let p = kayles.prove(1000).unwrap();
//! // Between walls this is Dawson's chess, octal 0.137, period 34 from 52
//! // on (Dawson's Kayles 0.07 shifted by one: from 53, Winning Ways ch. 4).
//! // A stone end kills its neighbour: g(0, L, 1) = g(0, L - 1, 0) and
//! // g(1, L, 1) = g(0, L - 2, 0), so all ends together: from 54.
//! assert_eq!((p.pre, p.period), (54, 34));
//! // Between walls, 1 2 3 cells: 1, 1, 2 (the value of a path of n vertices).
//! assert_eq!([1, 2, 3].map(|n| kayles.value(0, n, 0)), [1, 1, 2]);
//! // 10^18 = 32 (mod 34), and so is 66: both past 52, the same value.
//! assert_eq!(kayles.value(0, 1_000_000_000_000_000_000, 0), kayles.value(0, 66, 0));
//! ```

use crate::impartial::mex::MexSet;
use crate::impartial::period::{least_period_where, Evidence, Period, Theorem};

/// The values of the segments of a row game with typed ends, by length and
/// end types, and their proven period (see the [module documentation](self)).
///
/// # Example
/// ```
/// use grundy::segments::Segments;
/// // Write X (1) or O (2), never two equal letters side by side.
/// let mut xo = Segments::new(2, |x, y| x == 0 || y == 0 || x != y);
/// // One cell between an X and an O: neither letter fits, value 0.
/// assert_eq!(xo.value(1, 1, 2), 0);
/// // One cell between two X: O fits, one move, value 1.
/// assert_eq!(xo.value(1, 1, 1), 1);
/// ```
#[derive(Clone, Debug)]
pub struct Segments {
    /// The number of symbols `k`; end types are `0..=k`.
    symbols: usize,
    /// `ok[x * (k + 1) + y]`: `x` may stand just left of `y`.
    ok: Vec<bool>,
    /// `rows[L][a * (k + 1) + b]`: the value of `(a, L, b)`.
    rows: Vec<Vec<u32>>,
    /// The proven period, once found.
    period: Option<Period>,
}

impl Segments {
    /// The row game with symbols `1..=symbols` (end type 0 is a wall) and
    /// the adjacency rule `ok(x, y)`: may `x` stand just left of `y` (either
    /// may be 0, a wall). No value is computed yet.
    ///
    /// # Panics
    /// If `symbols` is 0 or above 15.
    ///
    /// # Example
    /// ```
    /// use grundy::segments::Segments;
    /// // Cram-like: one symbol, anything goes: every cell is filled in turn,
    /// // so a segment of L cells has value L % 2.
    /// let mut fill = Segments::new(1, |_, _| true);
    /// assert_eq!((0..5).map(|n| fill.value(0, n, 0)).collect::<Vec<_>>(), vec![0, 1, 0, 1, 0]);
    /// ```
    pub fn new(symbols: u8, ok: impl Fn(u8, u8) -> bool) -> Segments {
        assert!(
            (1..=15).contains(&symbols),
            "Segments: between 1 and 15 symbols, not {}",
            symbols
        );
        let t = usize::from(symbols) + 1;
        let mut table = vec![false; t * t];
        for x in 0..t {
            for y in 0..t {
                table[x * t + y] = ok(x as u8, y as u8);
            }
        }
        Segments {
            symbols: usize::from(symbols),
            ok: table,
            rows: vec![vec![0; t * t]],
            period: None,
        }
    }

    /// Computes the values of every segment of up to `len - 1` cells (for
    /// every pair of end types), if not yet done.
    ///
    /// # Complexity
    /// O(L k (k + 1)^2) for each new length `L` (every cell, every symbol,
    /// every pair of ends): O(len^2 k^3) in all.
    ///
    /// # Example
    /// ```
    /// use grundy::segments::Segments;
    /// let mut kayles = Segments::new(1, |x, y| !(x == 1 && y == 1));
    /// kayles.extend(10);
    /// assert_eq!(kayles.len(), 10);
    /// ```
    pub fn extend(&mut self, len: usize) {
        let t = self.symbols + 1;
        let mut set = MexSet::new();
        while self.rows.len() < len {
            let l = self.rows.len();
            let mut row = vec![0u32; t * t];
            for a in 0..t {
                for b in 0..t {
                    for i in 0..l {
                        let j = l - 1 - i;
                        for s in 1..t {
                            if (i == 0 && !self.ok[a * t + s]) || (j == 0 && !self.ok[s * t + b]) {
                                continue;
                            }
                            set.insert(
                                (self.rows[i][a * t + s] ^ self.rows[j][s * t + b]) as usize,
                            );
                        }
                    }
                    row[a * t + b] = set.take_mex() as u32;
                }
            }
            self.rows.push(row);
        }
    }

    /// How many lengths have their values computed (segments of
    /// `0..len()` cells).
    ///
    /// # Example
    /// ```
    /// use grundy::segments::Segments;
    /// assert_eq!(Segments::new(1, |_, _| true).len(), 1); // the empty segment
    /// ```
    #[allow(clippy::len_without_is_empty)]
    pub fn len(&self) -> usize {
        self.rows.len()
    }

    /// The values `g(left, L, right)` for `L` in `0..len()`.
    ///
    /// # Panics
    /// If an end type is above the number of symbols.
    ///
    /// # Example
    /// ```
    /// use grundy::segments::Segments;
    /// let mut kayles = Segments::new(1, |x, y| !(x == 1 && y == 1));
    /// kayles.extend(6);
    /// // Stone on both ends: the cells beside them are dead, so (1, L, 1)
    /// // is a path of L - 2 cells: 0, 0, then 0, 1, 1, 2 as for walls.
    /// assert_eq!(kayles.table(1, 1), vec![0, 0, 0, 1, 1, 2]);
    /// ```
    pub fn table(&self, left: u8, right: u8) -> Vec<u64> {
        let at = self.pair(left, right);
        self.rows.iter().map(|row| u64::from(row[at])).collect()
    }

    /// The least period the [theorem](self) proves from the values of
    /// segments up to `max_len - 1` cells, computing more lengths as needed
    /// (doubling from 64, up to `max_len`); `None` if none is proven within
    /// `max_len`. The same period for every pair of end types.
    ///
    /// # Complexity
    /// That of [`extend`](Self::extend) to the length reached (at most
    /// `max_len`), plus O(len) a try for the period.
    ///
    /// # Example
    /// ```
    /// use grundy::segments::Segments;
    /// use grundy::period::{Evidence, Theorem};
    /// let mut kayles = Segments::new(1, |x, y| !(x == 1 && y == 1));
    /// let p = kayles.prove(1000).unwrap();
    /// assert_eq!(p.evidence, Evidence::Proven(Theorem::Segments));
    /// // X or O, never two equal side by side: g(wall, L, X) = L grows, no
    /// // period (a wall, then X O X O ... or O X O ..., any length left).
    /// assert!(Segments::new(2, |x, y| x == 0 || y == 0 || x != y).prove(300).is_none());
    /// // Node Kayles (period 34 from 54) needs 2 * 54 + 2 * 34 + 1 = 177 lengths.
    /// assert!(Segments::new(1, |x, y| !(x == 1 && y == 1)).prove(176).is_none());
    /// ```
    pub fn prove(&mut self, max_len: usize) -> Option<Period> {
        if let Some(p) = self.period {
            return Some(p);
        }
        let mut len = self.rows.len().max(64).min(max_len);
        loop {
            self.extend(len);
            let n = self.rows.len();
            if let Some((pre, period)) =
                least_period_where(&self.rows, |e, p| 2 * e.max(1) + 2 * p < n)
            {
                self.period = Some(Period {
                    pre,
                    period,
                    saltus: 0,
                    evidence: Evidence::Proven(Theorem::Segments),
                });
                return self.period;
            }
            if len >= max_len {
                return None;
            }
            len = len.saturating_mul(2).min(max_len);
        }
    }

    /// The proven period, if [`prove`](Self::prove) found one.
    ///
    /// # Example
    /// ```
    /// use grundy::segments::Segments;
    /// let mut fill = Segments::new(1, |_, _| true);
    /// assert_eq!(fill.period(), None);
    /// fill.prove(100);
    /// assert_eq!(fill.period().map(|p| (p.pre, p.period)), Some((0, 2)));
    /// ```
    pub fn period(&self) -> Option<Period> {
        self.period
    }

    /// The value of the segment of `len` empty cells between end types
    /// `left` and `right` (0 a wall, `1..=k` a symbol): from the table when
    /// `len` is in it (lengths below 64 are computed as needed), else by the
    /// period [`prove`](Self::prove) found.
    ///
    /// # Panics
    /// If an end type is above the number of symbols, or if `len` is beyond
    /// the table and no period has been proven (call [`prove`](Self::prove)
    /// first; a game whose values grow, such as "X or O, never two equal
    /// side by side", where `g(wall, L, X) = L`, has none).
    ///
    /// # Example
    /// ```
    /// use grundy::segments::Segments;
    /// let mut xo = Segments::new(2, |x, y| x == 0 || y == 0 || x != y);
    /// // X _ _ X: only O fits beside an X; after X O _ X the last cell takes
    /// // nothing (X beside X, O beside O). One option, of value 0: value 1.
    /// assert_eq!(xo.value(1, 2, 1), 1);
    /// // Node Kayles: period 34 from 54, so 10^18 cells read the length
    /// // 54 + (10^18 - 54) % 34.
    /// let mut kayles = Segments::new(1, |x, y| !(x == 1 && y == 1));
    /// kayles.prove(1000).unwrap();
    /// let n = 54 + (1_000_000_000_000_000_000u64 - 54) % 34;
    /// assert_eq!(kayles.value(0, 1_000_000_000_000_000_000, 0), kayles.value(0, n, 0));
    /// ```
    pub fn value(&mut self, left: u8, len: u64, right: u8) -> u64 {
        let at = self.pair(left, right);
        if len < 64 {
            self.extend(len as usize + 1);
        }
        if len < self.rows.len() as u64 {
            return u64::from(self.rows[len as usize][at]);
        }
        let p = match self.period {
            Some(p) => p,
            None => panic!(
                "Segments::value: {} cells is beyond the table ({} lengths) and no period \
                 is proven (call prove first)",
                len,
                self.rows.len()
            ),
        };
        let (i, _) = p.reduce(len);
        u64::from(self.rows[i][at])
    }

    fn pair(&self, left: u8, right: u8) -> usize {
        let t = self.symbols + 1;
        assert!(
            usize::from(left) < t && usize::from(right) < t,
            "Segments: end types are 0 (a wall) to {}, not ({}, {})",
            self.symbols,
            left,
            right
        );
        usize::from(left) * t + usize::from(right)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::impartial::octal::OctalGame;
    use rand::{rngs::StdRng, Rng, SeedableRng};
    use std::collections::HashMap;

    /// The Grundy value of a whole row played by its rules: `row[c]` is 0
    /// for an empty cell or the symbol written; `ends` are the end types
    /// (0 a wall). A move writes a symbol `s` in an empty cell if
    /// `ok(x, s)` for its left neighbour `x` and `ok(s, y)` for its right
    /// neighbour `y`, each a written symbol or an end (an empty neighbour
    /// allows anything).
    fn row_value(
        row: &mut Vec<u8>,
        ends: (u8, u8),
        k: u8,
        ok: &dyn Fn(u8, u8) -> bool,
        memo: &mut HashMap<Vec<u8>, u32>,
    ) -> u32 {
        if let Some(&v) = memo.get(row.as_slice()) {
            return v;
        }
        let n = row.len();
        let mut seen = Vec::new();
        for c in 0..n {
            if row[c] != 0 {
                continue;
            }
            let left = if c == 0 {
                Some(ends.0)
            } else if row[c - 1] != 0 {
                Some(row[c - 1])
            } else {
                None
            };
            let right = if c + 1 == n {
                Some(ends.1)
            } else if row[c + 1] != 0 {
                Some(row[c + 1])
            } else {
                None
            };
            for s in 1..=k {
                if left.map_or(true, |x| ok(x, s)) && right.map_or(true, |y| ok(s, y)) {
                    row[c] = s;
                    seen.push(row_value(row, ends, k, ok, memo));
                    row[c] = 0;
                }
            }
        }
        let v = (0..).find(|v| !seen.contains(v)).unwrap();
        memo.insert(row.clone(), v);
        v
    }

    /// Every pair of ends and every length up to `max`, by the rules.
    fn check_rule(k: u8, ok: &dyn Fn(u8, u8) -> bool, max: usize, name: &str) {
        let mut seg = Segments::new(k, ok);
        seg.extend(max + 1);
        for a in 0..=k {
            for b in 0..=k {
                let mut memo = HashMap::new();
                let table = seg.table(a, b);
                for (len, &got) in table.iter().enumerate() {
                    let want = row_value(&mut vec![0; len], (a, b), k, ok, &mut memo);
                    assert_eq!(got, u64::from(want), "{name}: ends ({a}, {b}), {len} cells");
                }
            }
        }
    }

    #[test]
    fn tables_match_rows_played_by_the_rules() {
        check_rule(1, &|x, y| !(x == 1 && y == 1), 12, "node kayles");
        check_rule(2, &|x, y| x == 0 || y == 0 || x != y, 8, "x/o unequal");
        check_rule(1, &|_, _| true, 10, "fill");
        // Random rules on 2 and 3 symbols, walls that may refuse symbols.
        let mut rng = StdRng::seed_from_u64(1056);
        for case in 0..12 {
            let k = rng.random_range(1..=3u8);
            let t = usize::from(k) + 1;
            let allowed: Vec<bool> = (0..t * t).map(|_| rng.random_bool(0.6)).collect();
            let ok = move |x: u8, y: u8| allowed[usize::from(x) * t + usize::from(y)];
            let max = if k == 3 { 5 } else { 7 };
            check_rule(k, &ok, max, &format!("random case {case}, k = {k}"));
        }
    }

    #[test]
    fn node_kayles_is_octal_0_137_with_shifted_ends() {
        let mut kayles = Segments::new(1, |x, y| !(x == 1 && y == 1));
        kayles.extend(300);
        let octal = OctalGame::parse("0.137").unwrap().table(300);
        let walls = kayles.table(0, 0);
        let one = kayles.table(0, 1);
        let both = kayles.table(1, 1);
        for n in 0..300 {
            assert_eq!(walls[n], octal[n], "{n} cells between walls");
            if n >= 1 {
                assert_eq!(one[n], octal[n - 1], "{n} cells, a stone on the right");
            }
            if n >= 2 {
                assert_eq!(both[n], octal[n - 2], "{n} cells, stones on both ends");
            }
        }
    }

    #[test]
    fn proven_periods_hold_far_beyond_the_proof() {
        // The period proven from the fewest lengths holds on a table three
        // times as long, for every pair of ends; and value() at 10^18 reads
        // the reduced length.
        type Rule = Box<dyn Fn(u8, u8) -> bool>;
        let mut rules: Vec<(u8, Rule)> = vec![
            (1, Box::new(|x, y| !(x == 1 && y == 1))),
            (3, Box::new(|x, y| x == 0 || y == 0 || (x + y) % 3 != 0)),
        ];
        let mut rng = StdRng::seed_from_u64(1057);
        for _ in 0..20 {
            let k = rng.random_range(1..=2u8);
            let t = usize::from(k) + 1;
            let allowed: Vec<bool> = (0..t * t).map(|_| rng.random_bool(0.5)).collect();
            rules.push((
                k,
                Box::new(move |x, y| allowed[usize::from(x) * t + usize::from(y)]),
            ));
        }
        let mut proven = 0;
        for (case, (k, ok)) in rules.into_iter().enumerate() {
            let mut seg = Segments::new(k, ok);
            let p = match seg.prove(400) {
                Some(p) => p,
                None => {
                    assert!(case >= 2, "case {case}: no period");
                    continue;
                }
            };
            proven += 1;
            let proof = 2 * p.pre.max(1) + 2 * p.period + 1;
            assert!(proof <= seg.len(), "case {case}");
            seg.extend(3 * proof.max(64));
            for a in 0..=k {
                for b in 0..=k {
                    let g = seg.table(a, b);
                    for n in p.pre..g.len() - p.period {
                        assert_eq!(
                            g[n + p.period],
                            g[n],
                            "case {case}, ends ({a}, {b}), n = {n}, {p:?}"
                        );
                    }
                    let far = 1_000_000_000_000_000_000u64;
                    let r = p.pre as u64 + (far - p.pre as u64) % p.period as u64;
                    assert_eq!(seg.value(a, far, b), g[r as usize], "case {case}");
                }
            }
        }
        assert!(proven >= 8, "only {proven} of 22 rules proven");
    }

    #[test]
    #[should_panic(expected = "no period is proven")]
    fn a_length_beyond_the_table_without_a_period_panics() {
        Segments::new(1, |_, _| true).value(0, 1000, 0);
    }

    #[test]
    #[should_panic(expected = "end types are 0")]
    fn an_end_type_out_of_range_panics() {
        Segments::new(1, |_, _| true).value(2, 3, 0);
    }
}
