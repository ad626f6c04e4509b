//! Heap games: a position is one heap of `n` tokens, and a move rule says what
//! a heap may become. Dense tables `g[0..len)` by definition, for any rule, in
//! a few lines: Grundy values ([`heap_table`]) and win/lose outcomes under
//! normal or misère play ([`outcomes`]). A rule that computes its options'
//! values itself from the values so far, many options at a time, goes to
//! [`heap_table_by_values`]. Where a heap's options are whole
//! intervals of heaps ("move from `n` to any `y` with `f(n) <= y < h(n)`"),
//! [`interval_table`] takes the intervals and never visits their heaps.
//!
//! # The move rule
//!
//! A rule is a closure `moves(n, push)` that calls `push(option)` once per
//! option of a heap of `n`, each option being the list of heaps the move
//! leaves, every one smaller than `n` (which makes play finite):
//!
//! - take `k` tokens: `push(&[n - k])` (a heap of 0 is no heap: from a heap
//!   `n > 0`, `&[0]` and `&[]` mean the same);
//! - split into two heaps `a + b = n`: `push(&[a, b])`;
//! - take `k` and split the rest: `push(&[a, b])` with `a + b = n - k`.
//!
//! Heap 0 has no moves: an option of heap 0, `&[]` or `&[0]` alike, would be
//! a move from the empty position to itself (a rule that forgets `k <= n`
//! or `n > 0`), and is the same panic in [`heap_table`], [`outcomes`] and
//! [`heap_game`](crate::impartial::game::heap_game), never a wrong value.
//!
//! The options are slices on the closure's stack, so a rule allocates nothing,
//! and the builder keeps one reused [`MexSet`]: no heap allocation per
//! position. A row of heaps, or the heaps an option leaves, is a sum of games,
//! so its Grundy value is the XOR of the heaps' values (Sprague-Grundy). The
//! subtraction ([`subtraction`](crate::impartial::subtraction)) and octal
//! ([`octal`](crate::impartial::octal)) builders are the fast special cases of this one,
//! and agree with it (tests).
//!
//! Lasker's Nim (take any number from a heap, or split it into two non-empty
//! heaps):
//!
//! ```
//! use grundy::heap::heap_table;
//! let lasker = heap_table(9, |n, push| {
//!     for k in 1..=n {
//!         push(&[n - k]);
//!     }
//!     for a in 1..=n / 2 {
//!         push(&[a, n - a]);
//!     }
//! });
//! // g(3) = mex{g(2), g(1), g(0), g(1) ^ g(2)} = mex{2, 1, 0, 3} = 4.
//! assert_eq!(lasker, vec![0, 1, 2, 4, 3, 5, 6, 8, 7]);
//! ```
//!
//! Its period, `g(n + 4) = g(n) + 4` from `n = 1`, can only be *observed* in
//! a table ([`observed_period`](crate::impartial::period::observed_period)): no theorem
//! here covers a rule given as a closure. (Encoding it as a truncated octal
//! code `4.333...3` gives another game, whose proven period is that game's.)
//!
//! # Misère play, and why its sums are not XORs
//!
//! Under misère play the player who makes the last move *loses* (equivalently:
//! a player with no move wins; taking the last token loses). [`outcomes`] with
//! [`Play::Misere`] gives who wins one heap, by the same induction as normal
//! play with the terminal positions flipped.
//!
//! The Sprague-Grundy theorem does not carry over: a heap's misère outcome,
//! or even its normal-play Grundy value, does not decide the outcome of a sum.
//! Misère Nim shows it. One heap of 1 is lost for the mover (take it and
//! lose) and so is every sum of an odd number of 1-heaps, though the nim-sum of
//! three 1-heaps is 1; and heaps `2, 2` (nim-sum 0) are lost while `1, 1`
//! (also nim-sum 0) are won. Bouton's rule for misère Nim
//! ([`first_player_wins_misere`](crate::classics::nim::first_player_wins_misere)) is the
//! classic exception: play as in normal Nim (win iff the nim-sum is nonzero)
//! unless every heap is 0 or 1, when the mover wins iff the number of 1-heaps
//! is even. In general, misère sums need the whole sum as the position (the
//! misère quotients of Plambeck and Siegel), so [`outcomes`] is for one heap
//! and rejects splitting moves.

use crate::impartial::mex::MexSet;
use std::ops::Range;

/// The panic of an option of heap 0 (the same text in `game::heap_game`).
const HEAP_ZERO: &str = "heap 0 has no moves, but the rule gives it an option \
     (`&[]` or `&[0]` from heap 0 is a self-loop: check `k <= n` or `n > 0`)";

/// The Grundy values `g[0..len)` of the heap game with rule `moves`: `g[n]` is
/// the value of one heap of `n`, the mex over the options of the XOR of the
/// values of the heaps each option leaves.
///
/// See the [module documentation](self) for the rule.
///
/// # Panics
/// If heap 0 has an option (see the [module documentation](self)), or an
/// option of heap `n` holds a heap of `n` or more (play must shrink); with
/// the [memory](crate::judge::memory) message when the table does not fit in memory (`len` near `2^40` or beyond).
///
/// # Complexity
/// O(len + H) time for H heaps pushed in all, plus the rule's own work; len
/// `u64` values and one reused [`MexSet`] of memory.
///
/// # Example
/// ```
/// use grundy::heap::heap_table;
/// // Take 1 or 2, or split a heap into two equal non-empty heaps.
/// let g = heap_table(7, |n, push| {
///     for k in [1, 2] {
///         if k <= n {
///             push(&[n - k]);
///         }
///     }
///     if n % 2 == 0 && n > 0 {
///         push(&[n / 2, n / 2]);
///     }
/// });
/// // 0; mex{0} = 1; mex{1, 0, 0} = 2; mex{2, 1} = 0; mex{0, 2, 0} = 1;
/// // mex{1, 0} = 2; mex{2, 1, 0 ^ 0} = 3.
/// assert_eq!(g, vec![0, 1, 2, 0, 1, 2, 3]);
/// ```
pub fn heap_table<F>(len: usize, mut moves: F) -> Vec<u64>
where
    F: FnMut(usize, &mut dyn FnMut(&[usize])),
{
    let mut g: Vec<u64> = crate::judge::memory::with_room("heap_table", len);
    let mut set = MexSet::new();
    for n in 0..len {
        {
            let g = &g;
            let set = &mut set;
            moves(n, &mut |option: &[usize]| {
                assert!(n > 0, "{}", HEAP_ZERO);
                let mut x = 0;
                for &h in option {
                    assert!(
                        h < n,
                        "an option of heap {} leaves a heap of {}, not a smaller one",
                        n,
                        h
                    );
                    x ^= g[h];
                }
                set.insert(x as usize);
            });
        }
        g.push(set.take_mex() as u64);
    }
    g
}

/// [`heap_table`] in the narrowest integer that holds the values (1 byte a
/// heap while they are below 256; see [`compact`](crate::impartial::compact)),
/// read with `get(n)`: the same values, for tables too large for 8 bytes a
/// heap.
///
/// # Panics
/// As [`heap_table`], and if a value reaches `2^32` (a heap with that many
/// options).
///
/// # Complexity
/// As [`heap_table`]; 1, 2 or 4 bytes a heap (a widening copies the values
/// so far once, the old cells and the new held together then).
///
/// # Example
/// ```
/// use grundy::heap::heap_compact;
/// // Take 1 or 2, or split a heap into two equal non-empty heaps.
/// let g = heap_compact(7, |n, push| {
///     for k in [1, 2] {
///         if k <= n {
///             push(&[n - k]);
///         }
///     }
///     if n % 2 == 0 && n > 0 {
///         push(&[n / 2, n / 2]);
///     }
/// });
/// assert_eq!((g.to_vec(), g.bytes_per_value()), (vec![0, 1, 2, 0, 1, 2, 3], 1));
/// ```
pub fn heap_compact<F>(len: usize, mut moves: F) -> crate::impartial::compact::Compact
where
    F: FnMut(usize, &mut dyn FnMut(&[usize])),
{
    let mut g = crate::impartial::compact::Compact::with_capacity(len);
    let mut set = MexSet::new();
    for n in 0..len {
        // Option values below 64 as bits of `low` (nearly all), the others
        // in the set, with the bits of `low` added if there are any.
        let mut low = 0u64;
        let mut high = false;
        {
            let g = &g;
            let set = &mut set;
            let (low, high) = (&mut low, &mut high);
            moves(n, &mut |option: &[usize]| {
                assert!(n > 0, "{}", HEAP_ZERO);
                let mut x = 0;
                for &h in option {
                    assert!(
                        h < n,
                        "an option of heap {} leaves a heap of {}, not a smaller one",
                        n,
                        h
                    );
                    x ^= g.get(h);
                }
                if x < 64 {
                    *low |= 1 << x;
                } else {
                    set.insert(x as usize);
                    *high = true;
                }
            });
        }
        let value = if high {
            (0..64)
                .filter(|b| low >> b & 1 == 1)
                .for_each(|b| set.insert(b));
            set.take_mex()
        } else {
            crate::impartial::mex::mex_mask(low) as usize
        };
        g.push(value as u64);
    }
    g
}

/// The Grundy values `g[0..len)` of a heap game whose rule reads the values
/// found so far: `moves(n, g, options)` gets `g = g[0..n)` and calls
/// `options.insert(v)` for each option's value `v` (the XOR of the heaps
/// it leaves, computed by the rule; `options` is an [`OptionValues`], one
/// store per value, inlined, no call through a pointer); `g[n]` is the mex
/// of the values inserted.
///
/// This is for rules with too many options to list one by one whose values
/// the rule can still get in bulk: "split `n` into `m` near-equal parts, for
/// every `m`" pushes, per block of equal `n / m`
/// ([`floor_blocks`](crate::impartial::blocks::floor_blocks)), the one or two values
/// its `m` give, O(sqrt n) a heap (the example). The rule must only push
/// values of options of `n` (heaps below `n`): nothing can check it here,
/// so [`heap_table`] on small `len` is the brute force to compare with.
///
/// # Panics
/// If heap 0 inserts a value (heap 0 has no moves, as in [`heap_table`]).
///
/// # Complexity
/// O(len + V + sum of the values) for V values inserted in all, plus the
/// rule's work (the mex of a heap is found by a scan from 0, at most one
/// step per value inserted); one reused array of stamps.
///
/// # Example
/// ```
/// use grundy::blocks::floor_blocks_from;
/// use grundy::heap::heap_table_by_values;
/// // Split a heap of n into m >= 2 parts as equal as possible (r = n - q m
/// // parts of q + 1 and m - r of q, q = n / m), any m.
/// let g = heap_table_by_values(9, |n, g, options| {
///     for (lo, hi, q) in floor_blocks_from(n as u64, 2) {
///         let q = q as usize;
///         // One m of each parity in the block gives every value it has.
///         for m in (lo as usize..=hi as usize).take(2) {
///             let r = n - q * m;
///             let big = if r % 2 == 1 { g[q + 1] } else { 0 };
///             let small = if (m - r) % 2 == 1 { g[q] } else { 0 };
///             options.insert(big ^ small);
///         }
///     }
/// });
/// // g(1) = 0 (no split). g(2) = mex{1+1: 0} = 1. g(3) = mex{2+1: 1, 1+1+1: 0} = 2.
/// // g(4) = mex{2+2: 0, 2+1+1: 1, 1+1+1+1: 0} = 2.
/// assert_eq!(&g[..5], &[0, 0, 1, 2, 2]);
/// ```
pub fn heap_table_by_values<F>(len: usize, mut moves: F) -> Vec<u64>
where
    F: FnMut(usize, &[u64], &mut OptionValues),
{
    assert!(len < u32::MAX as usize, "at most 2^32 - 2 heaps");
    let mut g: Vec<u64> = Vec::with_capacity(len);
    let mut options = OptionValues {
        seen: Vec::new(),
        stamp: 0,
    };
    for n in 0..len {
        options.stamp = n as u32 + 1;
        moves(n, &g, &mut options);
        // Heap 0 (stamp 1) must have inserted nothing.
        assert!(n > 0 || !options.seen.contains(&1), "{}", HEAP_ZERO);
        let mut v = 0;
        while options.seen.get(v) == Some(&options.stamp) {
            v += 1;
        }
        g.push(v as u64);
    }
    g
}

/// The values of a heap's options, as [`heap_table_by_values`] gathers them:
/// a stamp a value, set by [`insert`](Self::insert).
///
/// # Example
/// ```
/// use grundy::heap::heap_table_by_values;
/// // Nim: heap n reaches every smaller heap, value n.
/// let g = heap_table_by_values(5, |n, g, options| g[..n].iter().for_each(|&v| options.insert(v)));
/// assert_eq!(g, vec![0, 1, 2, 3, 4]);
/// ```
#[derive(Debug)]
pub struct OptionValues {
    seen: Vec<u32>,
    stamp: u32,
}

impl OptionValues {
    /// Adds the value `v` of an option of the current heap.
    ///
    /// # Example
    /// ```
    /// use grundy::heap::heap_table_by_values;
    /// // Each heap n >= 1 has one option, of value 5: mex{5} = 0.
    /// let g = heap_table_by_values(3, |n, _, options| if n > 0 { options.insert(5) });
    /// assert_eq!(g, vec![0, 0, 0]);
    /// ```
    #[inline]
    pub fn insert(&mut self, v: u64) {
        let v = v as usize;
        if v >= self.seen.len() {
            self.seen.resize(v + 64, 0);
        }
        self.seen[v] = self.stamp;
    }
}

/// The Grundy values `g[0..len)` of the heap game whose options are given as
/// intervals: `moves(n, push)` calls `push(lo..hi)` for intervals of heaps,
/// every `y` in `lo..hi` (all below `n`) being one option, a single heap of
/// `y`; a heap may push several intervals (they may overlap), and empty ones
/// are ignored. `g[n]` is the mex of `g` over the union of its intervals,
/// found without visiting the heaps in it.
///
/// # How
///
/// The rule sees `n` only, never the values, so every interval is asked for
/// first. The mex of `g[lo..hi)` is the least value `v` whose last
/// occurrence before `hi` is before `lo` (or which has none). So the
/// intervals are answered in order of `hi`, when the table has reached `hi`:
/// a segment tree over the values, each leaf holding the value's last
/// position so far, gives the least `v` with last position below `lo` by one
/// walk down (O(log len)), and a new value is one walk up. A heap's
/// intervals are merged first; if several disjoint ones remain, every value
/// below the largest of their mexes is in one of them, so the search starts
/// there and steps up while the value occurs in one of the intervals (a
/// binary search in the list of the value's positions, kept only when some
/// heap has several intervals).
///
/// # Panics
/// If an interval of heap `n` reaches `n` or beyond (play must shrink); for
/// heap 0, any non-empty interval (heap 0 has no moves), the same panic as
/// [`heap_table`]'s; with the [memory](crate::judge::memory) message when the table does not fit in memory.
/// With `"at most 2^32 - 2 heaps"` if `len >= 2^32 - 1` (or `"... intervals"`
/// when the merged intervals pass that many): positions are `u32`.
///
/// # Complexity
/// O((len + I) log len) time for `I` intervals pushed, whatever their
/// lengths, plus, for a heap left with `k > 1` disjoint intervals, O(k log len)
/// per value stepped over; O(len + I) memory (and the values' position
/// lists, len more, when some heap has several intervals).
///
/// # Example
/// ```
/// use grundy::heap::interval_table;
/// // Move from n to any y with n/2 <= y < n (at least half stays).
/// let g = interval_table(8, |n, push| push(n / 2..n));
/// // 0: none; 1: {0} -> 1; 2: {1} -> 0; 3: {1, 2} -> mex{1, 0} = 2;
/// // 4: {2, 3} -> mex{0, 2} = 1; 5: {2, 3, 4} -> mex{0, 2, 1} = 3;
/// // 6: {3, 4, 5} -> mex{2, 1, 3} = 0; 7: {3, ..., 6} -> mex{2, 1, 3, 0} = 4.
/// assert_eq!(g, vec![0, 1, 0, 2, 1, 3, 0, 4]);
/// ```
pub fn interval_table<F>(len: usize, mut moves: F) -> Vec<u64>
where
    F: FnMut(usize, &mut dyn FnMut(Range<usize>)),
{
    assert!(len < u32::MAX as usize, "at most 2^32 - 2 heaps");
    // Every heap's intervals, merged, as (lo, hi) from heap_start[n].
    let mut lo: Vec<u32> = Vec::new();
    let mut hi: Vec<u32> = Vec::new();
    let mut heap_start = crate::judge::memory::filled("interval_table", len + 1, 0u32);
    let mut several = false;
    let mut buf: Vec<(usize, usize)> = Vec::new();
    for n in 0..len {
        moves(n, &mut |r: Range<usize>| {
            if r.start < r.end {
                assert!(n > 0, "{}", HEAP_ZERO);
                assert!(
                    r.end <= n,
                    "an interval option of heap {} reaches heap {}, not a smaller one",
                    n,
                    r.end - 1
                );
                buf.push((r.start, r.end));
            }
        });
        buf.sort_unstable();
        let first = lo.len();
        for &(a, b) in &buf {
            match hi.last_mut() {
                Some(h) if lo.len() > first && a <= *h as usize => *h = (*h).max(b as u32),
                _ => {
                    lo.push(a as u32);
                    hi.push(b as u32);
                }
            }
        }
        several |= lo.len() > first + 1;
        assert!(lo.len() < u32::MAX as usize, "at most 2^32 - 2 intervals");
        heap_start[n + 1] = lo.len() as u32;
        buf.clear();
    }
    // The intervals by their end (counting sort).
    // by_end_start[t + 1] counts, then (shifted) places, the intervals ending at t.
    let mut by_end_start = vec![0u32; len + 2];
    for &h in &hi {
        by_end_start[h as usize + 1] += 1;
    }
    for t in 0..=len {
        by_end_start[t + 1] += by_end_start[t];
    }
    let mut by_end = vec![0u32; hi.len()];
    for (q, &h) in hi.iter().enumerate() {
        let at = &mut by_end_start[h as usize];
        by_end[*at as usize] = q as u32;
        *at += 1;
    }
    // Now by_end_start[t] is where the intervals ending at t + 1 begin.
    let mut last = LastSeen::new();
    let mut mex = vec![0u32; lo.len()];
    let mut positions: Vec<Vec<u32>> = Vec::new();
    let mut g: Vec<u64> = Vec::with_capacity(len);
    for t in 0..len {
        let ending = if t == 0 {
            0
        } else {
            by_end_start[t - 1] as usize
        };
        for &q in &by_end[ending..by_end_start[t] as usize] {
            mex[q as usize] = last.least_before(lo[q as usize]);
        }
        let qs = heap_start[t] as usize..heap_start[t + 1] as usize;
        let mut v = qs.clone().map(|q| mex[q]).max().unwrap_or(0);
        if qs.len() > 1 {
            let occurs = |v: u32| {
                positions.get(v as usize).map_or(false, |p| {
                    qs.clone().any(|q| {
                        let i = p.partition_point(|&y| y < lo[q]);
                        i < p.len() && p[i] < hi[q]
                    })
                })
            };
            while occurs(v) {
                v += 1;
            }
        }
        if several {
            if positions.len() <= v as usize {
                positions.resize(v as usize + 1, Vec::new());
            }
            positions[v as usize].push(t as u32);
        }
        last.set(v, t as u32 + 1);
        g.push(u64::from(v));
    }
    g
}

/// A segment tree over the values `0..leaves` (a power of two, doubled when
/// a larger value comes: small values keep it small and in cache) holding,
/// for each value, one more than its last position so far (0: not seen),
/// and at each node the least of its leaves. Values from `leaves` on are not
/// seen yet.
struct LastSeen {
    leaves: usize,
    tree: Vec<u32>,
}

impl LastSeen {
    fn new() -> LastSeen {
        LastSeen {
            leaves: 64,
            tree: vec![0; 128],
        }
    }

    /// `last[v] = position + 1`, which only grows.
    fn set(&mut self, v: u32, position_plus_one: u32) {
        while v as usize >= self.leaves {
            // Twice the leaves: the old ones, then unseen values; nodes again.
            let leaves = 2 * self.leaves;
            let mut tree = vec![0; 2 * leaves];
            tree[leaves..leaves + self.leaves].copy_from_slice(&self.tree[self.leaves..]);
            for i in (1..leaves).rev() {
                tree[i] = tree[2 * i].min(tree[2 * i + 1]);
            }
            self.leaves = leaves;
            self.tree = tree;
        }
        let mut i = self.leaves + v as usize;
        self.tree[i] = position_plus_one;
        while i > 1 {
            i /= 2;
            let m = self.tree[2 * i].min(self.tree[2 * i + 1]);
            if self.tree[i] == m {
                break;
            }
            self.tree[i] = m;
        }
    }

    /// The least value whose last position is below `lo` (or never seen):
    /// the mex of the positions `lo..` so far. One exists while fewer
    /// positions than values have been set.
    fn least_before(&self, lo: u32) -> u32 {
        if self.tree[1] > lo {
            return self.leaves as u32;
        }
        let mut i = 1;
        while i < self.leaves {
            i = if self.tree[2 * i] <= lo {
                2 * i
            } else {
                2 * i + 1
            };
        }
        (i - self.leaves) as u32
    }
}

/// The play convention: who wins when a player has no move.
///
/// # Example
/// ```
/// use grundy::heap::{outcomes, Play};
/// // No move at all from a heap of 0: lost in normal play, won in misère.
/// assert_eq!(outcomes(1, Play::Normal, |_, _| {}), vec![false]);
/// assert_eq!(outcomes(1, Play::Misere, |_, _| {}), vec![true]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Play {
    /// Normal play: a player with no move loses (taking the last token wins).
    Normal,
    /// Misère play: a player with no move wins (taking the last token loses).
    Misere,
}

/// The outcomes `win[0..len)` of the heap game with rule `moves` (no
/// splitting) under `play`: `win[n]` is true iff the player to move wins a
/// heap of `n`. A heap with no option is won iff `play` is misère; otherwise a
/// heap is won iff some option leaves a lost heap.
///
/// Under normal play `win[n]` is `g[n] != 0` for [`heap_table`]'s `g`.
///
/// # Panics
/// If heap 0 has an option, an option leaves two heaps or more (a sum's
/// misère outcome is not a function of its heaps': see the
/// [module documentation](self)), or an option of heap `n` leaves a heap of
/// `n` or more; with the [memory](crate::judge::memory) message when the table does not fit in memory.
///
/// # Complexity
/// O(len + options in all), plus the rule's own work; len bytes.
///
/// # Example
/// ```
/// use grundy::heap::{outcomes, Play};
/// // BOJ 9658: take 1, 3 or 4; taking the last stone loses.
/// let rule = |n: usize, push: &mut dyn FnMut(&[usize])| {
///     for k in [1, 3, 4] {
///         if k <= n {
///             push(&[n - k]);
///         }
///     }
/// };
/// // n = 0: no stone left, the opponent took the last one: won. n = 1: must
/// // take it: lost. n = 2: leave 1: won. n = 3: leave 2 or 0, both won
/// // for the opponent: lost. n = 4: leave 1 (lost): won.
/// assert_eq!(outcomes(5, Play::Misere, rule), vec![true, false, true, false, true]);
/// // Normal play: 0 lost, 1 won (take it), 2 lost, 3 and 4 won (take all).
/// assert_eq!(outcomes(5, Play::Normal, rule), vec![false, true, false, true, true]);
/// ```
pub fn outcomes<F>(len: usize, play: Play, mut moves: F) -> Vec<bool>
where
    F: FnMut(usize, &mut dyn FnMut(&[usize])),
{
    let misere = play == Play::Misere;
    let mut win: Vec<bool> = crate::judge::memory::with_room("outcomes", len);
    for n in 0..len {
        let mut any_move = false;
        let mut to_lost = false;
        {
            let win = &win;
            moves(n, &mut |option: &[usize]| {
                assert!(n > 0, "{}", HEAP_ZERO);
                any_move = true;
                let lost = match *option {
                    // No heap left: the opponent has no move, and loses iff normal.
                    [] => !misere,
                    [h] => {
                        assert!(
                            h < n,
                            "an option of heap {} leaves a heap of {}, not a smaller one",
                            n,
                            h
                        );
                        !win[h]
                    }
                    _ => panic!(
                        "an option of heap {} leaves {} heaps: outcomes are for games \
                         without splitting (a sum's outcome is not its heaps')",
                        n,
                        option.len()
                    ),
                };
                to_lost |= lost;
            });
        }
        win.push(if any_move { to_lost } else { misere });
    }
    win
}

/// Moved to [`game::heap_game`](crate::impartial::game::heap_game).
#[deprecated(note = "moved: use grundy::game::heap_game")]
#[doc(hidden)]
pub fn heap_game<F>(moves: F) -> crate::impartial::game::HeapGame<F>
where
    F: Fn(usize, &mut dyn FnMut(&[usize])),
{
    crate::impartial::game::heap_game(moves)
}

/// Moved to [`game::HeapGame`](crate::impartial::game::HeapGame).
#[deprecated(note = "moved: use grundy::game::HeapGame")]
#[doc(hidden)]
pub type HeapGame<F> = crate::impartial::game::HeapGame<F>;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::impartial::octal::OctalGame;
    use crate::impartial::period::{observed_period, Evidence};
    use crate::impartial::subtraction::subtraction_table;
    use rand::{rngs::StdRng, Rng, SeedableRng};
    use std::collections::BTreeSet;

    fn lasker(n: usize, push: &mut dyn FnMut(&[usize])) {
        for k in 1..=n {
            push(&[n - k]);
        }
        for a in 1..=n / 2 {
            push(&[a, n - a]);
        }
    }

    /// Lasker's Nim by the definition: a set per heap, every ordered split.
    fn lasker_naive(len: usize) -> Vec<u64> {
        let mut g: Vec<u64> = Vec::new();
        for n in 0..len {
            let mut options: BTreeSet<u64> = (0..n).map(|m| g[m]).collect();
            for a in 1..n {
                options.insert(g[a] ^ g[n - a]);
            }
            g.push((0..).find(|v| !options.contains(v)).unwrap());
        }
        g
    }

    /// Near-equal splits by value blocks: a move takes 1 or 2 tokens, or
    /// splits the heap into m >= 2 parts as equal as possible.
    fn near_equal_by_blocks(len: usize) -> Vec<u64> {
        use crate::impartial::blocks::floor_blocks_from;
        heap_table_by_values(len, |n, g, options| {
            for k in 1..=2.min(n) {
                options.insert(g[n - k]);
            }
            for (lo, hi, q) in floor_blocks_from(n as u64, 2) {
                let q = q as usize;
                for m in (lo as usize..=hi as usize).take(2) {
                    let r = n - q * m;
                    let big = if r % 2 == 1 { g[q + 1] } else { 0 };
                    let small = if (m - r) % 2 == 1 { g[q] } else { 0 };
                    options.insert(big ^ small);
                }
            }
        })
    }

    #[test]
    fn value_rules_with_floor_blocks_match_every_split_listed() {
        // The brute force lists every split's parts; heap_table XORs them.
        let len = 260;
        let want = heap_table(len, |n, push| {
            for k in 1..=2.min(n) {
                push(&[n - k]);
            }
            let mut parts = Vec::new();
            for m in 2..=n {
                parts.clear();
                let (q, r) = (n / m, n % m);
                parts.extend(std::iter::repeat(q + 1).take(r));
                parts.extend(std::iter::repeat(q).take(m - r));
                push(&parts);
            }
        });
        assert_eq!(near_equal_by_blocks(len), want);
    }

    #[test]
    #[should_panic(expected = "heap 0 has no moves")]
    fn value_rules_reject_an_option_of_heap_0() {
        heap_table_by_values(3, |_, _, options| options.insert(0));
    }

    #[test]
    fn lasker_matches_the_definition_and_its_known_form() {
        let g = heap_table(400, lasker);
        assert_eq!(g, lasker_naive(400));
        // Known form: 4k+1 -> 4k+1, 4k+2 -> 4k+2, 4k+3 -> 4k+4, 4k+4 -> 4k+3.
        for (n, &v) in g.iter().enumerate().skip(1) {
            let want = match n % 4 {
                1 | 2 => n,
                3 => n + 1,
                _ => n - 1,
            };
            assert_eq!(v as usize, want, "n {n}");
        }
        let p = observed_period(&g).unwrap();
        assert_eq!((p.pre, p.period, p.saltus), (1, 4, 4));
        assert_eq!(p.evidence, Evidence::Observed { up_to: 400 });
    }

    #[test]
    fn subtraction_games_agree_with_the_subtraction_builder() {
        let mut rng = StdRng::seed_from_u64(2600);
        for case in 0..300 {
            let k = rng.random_range(0..=8);
            let moves: Vec<usize> = (0..k).map(|_| rng.random_range(0..=30)).collect();
            let g = heap_table(300, |n, push| {
                for &s in &moves {
                    if s >= 1 && s <= n {
                        push(&[n - s]);
                    }
                }
            });
            let want = subtraction_table(&moves, 299);
            assert_eq!(g, want, "case {case}, moves {moves:?}");
            let win = outcomes(300, Play::Normal, |n, push| {
                for &s in &moves {
                    if s >= 1 && s <= n {
                        push(&[n - s]);
                    }
                }
            });
            let nonzero: Vec<bool> = g.iter().map(|&v| v != 0).collect();
            assert_eq!(win, nonzero, "case {case}, moves {moves:?}");
        }
    }

    #[test]
    fn octal_games_agree_with_the_octal_builder() {
        for code in [
            "0.07", "0.77", "0.137", "0.6", "4.07", "0.04", "0.4", "4.0", "0.0", "0.3456", "4.7",
            "4.333",
        ] {
            let game = OctalGame::parse(code).unwrap();
            let g = heap_table(150, |n, push| {
                for k in 0..=game.max_removal().min(n) {
                    let (d, rest) = (game.digit(k), n - k);
                    if d & 1 != 0 && rest == 0 {
                        push(&[]);
                    }
                    if d & 2 != 0 && rest >= 1 && k >= 1 {
                        push(&[rest]);
                    }
                    if d & 4 != 0 {
                        for a in 1..=rest / 2 {
                            push(&[a, rest - a]);
                        }
                    }
                }
            });
            assert_eq!(g, game.table(150), "code {code}");
        }
    }

    #[test]
    fn misere_nim_heaps_match_bouton() {
        let win = outcomes(50, Play::Misere, |n, push| {
            for m in 0..n {
                push(&[m]);
            }
        });
        for (n, &w) in win.iter().enumerate() {
            assert_eq!(
                w,
                crate::classics::nim::first_player_wins_misere(&[n as u64]),
                "n {n}"
            );
        }
    }

    #[test]
    fn a_heap_without_moves_is_won_only_in_misere() {
        // Take exactly 2: heaps 0 and 1 have no move.
        let take2 = |n: usize, push: &mut dyn FnMut(&[usize])| {
            if n >= 2 {
                push(&[n - 2]);
            }
        };
        assert_eq!(
            outcomes(6, Play::Normal, take2),
            vec![false, false, true, true, false, false]
        );
        assert_eq!(
            outcomes(6, Play::Misere, take2),
            vec![true, true, false, false, true, true]
        );
        assert_eq!(outcomes(0, Play::Misere, take2), Vec::<bool>::new());
        assert_eq!(heap_table(0, take2), Vec::<u64>::new());
    }

    #[test]
    #[should_panic(expected = "an option of heap 3 leaves a heap of 3, not a smaller one")]
    fn heap_table_rejects_a_move_in_place() {
        heap_table(5, |n, push| {
            if n == 3 {
                push(&[3]);
            }
        });
    }

    /// `heap_table` with every heap of every interval pushed.
    fn by_every_heap(len: usize, intervals: &[Vec<std::ops::Range<usize>>]) -> Vec<u64> {
        heap_table(len, |n, push| {
            for r in &intervals[n] {
                for y in r.clone() {
                    push(&[y]);
                }
            }
        })
    }

    #[test]
    fn interval_tables_match_pushing_every_heap_on_random_rules() {
        let mut rng = StdRng::seed_from_u64(19);
        for case in 0..400 {
            let len = rng.random_range(0..=200);
            let most = rng.random_range(0..=4);
            let intervals: Vec<Vec<std::ops::Range<usize>>> = (0..len)
                .map(|n| {
                    let k = if n == 0 {
                        0
                    } else {
                        rng.random_range(0..=most)
                    };
                    (0..k)
                        .map(|_| {
                            // Often short, sometimes long, sometimes empty
                            // or ending at n.
                            let a = rng.random_range(0..n);
                            let b = match rng.random_range(0..4) {
                                0 => n,
                                1 => a,
                                2 => rng.random_range(a..=n),
                                _ => (a + rng.random_range(0..=4)).min(n),
                            };
                            a..b
                        })
                        .collect()
                })
                .collect();
            let want = by_every_heap(len, &intervals);
            let got = interval_table(len, |n, push| {
                for r in &intervals[n] {
                    push(r.clone());
                }
            });
            assert_eq!(got, want, "case {case}, {intervals:?}");
        }
    }

    fn isqrt(n: usize) -> usize {
        let mut r = (n as f64).sqrt() as usize;
        while r * r > n {
            r -= 1;
        }
        while (r + 1) * (r + 1) <= n {
            r += 1;
        }
        r
    }

    #[test]
    fn the_benchmarked_shapes_match_pushing_every_heap() {
        let len = 3000;
        let mut rng = StdRng::seed_from_u64(1919);
        let random: Vec<(usize, usize)> = (0..len)
            .map(|n| {
                let a = rng.random_range(0..=n);
                (a, rng.random_range(a..=n))
            })
            .collect();
        let shapes: [&dyn Fn(usize) -> std::ops::Range<usize>; 4] = [
            &|n| 0..n,
            &|n| n / 2..n,
            &|n| isqrt(isqrt(n)).min(n)..(isqrt(n) + 1).min(n),
            &|n| random[n].0..random[n].1,
        ];
        for (i, shape) in shapes.iter().enumerate() {
            let intervals: Vec<Vec<std::ops::Range<usize>>> =
                (0..len).map(|n| vec![shape(n)]).collect();
            assert_eq!(
                interval_table(len, |n, push| push(shape(n))),
                by_every_heap(len, &intervals),
                "shape {i}"
            );
        }
        // Nim: g(n) = n.
        let nim = interval_table(len, |n, push| push(0..n));
        assert!(nim.iter().enumerate().all(|(n, &v)| v as usize == n));
    }

    #[test]
    #[should_panic(expected = "an interval option of heap 5 reaches heap 5, not a smaller one")]
    fn interval_table_rejects_an_interval_reaching_the_heap() {
        interval_table(8, |n, push| push(n / 2..n + usize::from(n == 5)));
    }

    #[test]
    #[should_panic(expected = "heap 0 has no moves")]
    fn interval_table_rejects_an_option_of_heap_0() {
        interval_table(3, |n, push| push(0..n.max(1)));
    }

    /// Nim's rule plus a forgotten `n > 0`: the option `&[]` (or `&[0]`) from
    /// heap 0.
    fn nim_with_a_self_loop(empty: bool, n: usize, push: &mut dyn FnMut(&[usize])) {
        for m in 0..n {
            push(&[m]);
        }
        if n == 0 {
            push(if empty { &[] } else { &[0] });
        }
    }

    #[test]
    fn an_option_of_heap_0_is_the_same_panic_everywhere() {
        use std::panic::{catch_unwind, AssertUnwindSafe};
        for empty in [true, false] {
            let rule =
                |n: usize, push: &mut dyn FnMut(&[usize])| nim_with_a_self_loop(empty, n, push);
            let message = |r: std::thread::Result<()>| {
                let e = r.expect_err("a panic");
                e.downcast_ref::<String>()
                    .cloned()
                    .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
                    .unwrap()
            };
            let table = message(catch_unwind(AssertUnwindSafe(|| {
                heap_table(4, &rule);
            })));
            let normal = message(catch_unwind(AssertUnwindSafe(|| {
                outcomes(4, Play::Normal, &rule);
            })));
            let misere = message(catch_unwind(AssertUnwindSafe(|| {
                outcomes(4, Play::Misere, &rule);
            })));
            let game = message(catch_unwind(AssertUnwindSafe(|| {
                crate::impartial::game::Grundy::new(crate::impartial::game::heap_game(&rule))
                    .value(&0);
            })));
            for m in [&table, &normal, &misere, &game] {
                assert_eq!(m, HEAP_ZERO, "empty {empty}");
            }
        }
    }

    #[test]
    #[should_panic(expected = "outcomes are for games without splitting")]
    fn outcomes_reject_splits() {
        outcomes(5, Play::Misere, lasker);
    }
}
