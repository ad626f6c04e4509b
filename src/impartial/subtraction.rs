//! Subtraction games: one pile of stones; a move removes `s` stones for some
//! `s` in a fixed set `S` (only if at least `s` remain); whoever cannot move
//! loses. In a table `g`, `g[n]` is the Grundy value of a pile of `n` stones:
//! `g[n] = mex { g[n - s] : s in S, s <= n }`.
//!
//! A pile has at most `|S|` options, so `g[n] <= |S|`; the builders accept
//! up to 255 moves. The tables hold `u64` values, the type of every Grundy
//! value in the crate (24 MB for a pile of 3 million; see the toolkit guide,
//! "One type for one value", for narrowing); [`subtraction_compact`] and
//! [`fibonacci_compact`] give the same values one byte a pile, read as
//! `u64` with `get(n)` (a [`compact`](crate::impartial::compact) table:
//! 30 MB for a pile of 3*10^7, where the `u64` table takes 240). [`one_hot_table`] stores
//! `1 << g[n]` as `u16` instead (values up to 15, 6 MB for 3 million) so
//! that whole ranges of positions take their options with a few vector ORs;
//! [`fibonacci_table`] is built that way, and [`fibonacci_masks`] (what
//! BOJ 16877 reads) with the short Fibonacci moves written out.
//!
//! The Fibonacci *subtraction* game here (take any Fibonacci number of
//! stones; piles add by XOR; BOJ 16877, whose statement calls it
//! "Fibonacci Nim" too) is not Whinihan's **Fibonacci Nim**, the one-pile
//! game where the first move takes any but not all and each later move at
//! most twice the previous take: that game is
//! [`fibonacci_nim`](crate::classics::fibonacci_nim) (lost iff `n` is a Fibonacci
//! number; Zeckendorf's representation gives the winning take).

use crate::impartial::heap::Play;
use crate::impartial::mex::{mex_mask, MexSet};
use crate::impartial::period::{until_proven, Period};

/// The Grundy values `g[0..=max_pile]` of the subtraction game with move set
/// `moves`.
///
/// Zero and duplicate moves are ignored; moves larger than `max_pile` never
/// apply. With fewer than 64 distinct moves the mex is a `u64` bitmask.
///
/// # Panics
/// If `moves` holds more than 255 distinct positive values (the limit of
/// [`subtraction_period`], kept here too); with the [memory](crate::judge::memory)
/// message when the table does not fit in memory, or for
/// `max_pile == usize::MAX`.
///
/// # Complexity
/// O(max_pile * |moves|) time, 8 * (max_pile + 1) bytes.
///
/// # Example
/// ```
/// use grundy::subtraction::subtraction_table;
/// // Take 1 or 3 (BOJ 9655): G(n) = n mod 2.
/// assert_eq!(subtraction_table(&[1, 3], 6), vec![0, 1, 0, 1, 0, 1, 0]);
/// // Take 1 or 2: G(n) = n mod 3.
/// assert_eq!(subtraction_table(&[1, 2], 5), vec![0, 1, 2, 0, 1, 2]);
/// ```
pub fn subtraction_table(moves: &[usize], max_pile: usize) -> Vec<u64> {
    let moves = checked_moves(moves);
    let len = crate::judge::memory::count_through("subtraction_table", max_pile);
    let mut g = crate::judge::memory::filled("subtraction_table", len, 0u64);
    if moves.len() < 64 {
        for n in 1..=max_pile {
            let mut mask = 0u64;
            for &s in moves.iter().take_while(|&&s| s <= n) {
                mask |= 1 << g[n - s];
            }
            g[n] = u64::from(mex_mask(mask));
        }
    } else {
        let mut set = MexSet::new();
        for n in 1..=max_pile {
            for &s in moves.iter().take_while(|&&s| s <= n) {
                set.insert(g[n - s] as usize);
            }
            g[n] = set.take_mex() as u64;
        }
    }
    g
}

/// [`subtraction_table`] in one byte a pile: the same values (at most 255,
/// as a pile has at most 255 options), as a compact
/// [`Compact`](crate::impartial::compact::Compact) read with `get(n)`, for piles
/// too many for 8 bytes each (30 MB at 3*10^7, not 240).
///
/// # Panics
/// As [`subtraction_table`].
///
/// # Complexity
/// O(max_pile * |moves|) time, max_pile + 1 bytes.
///
/// # Example
/// ```
/// use grundy::subtraction::subtraction_compact;
/// // Take 1 or 3 (BOJ 9655): G(n) = n mod 2.
/// let g = subtraction_compact(&[1, 3], 6);
/// assert_eq!(g.to_vec(), vec![0, 1, 0, 1, 0, 1, 0]);
/// assert_eq!((g.get(5), g.bytes_per_value()), (1, 1));
/// ```
pub fn subtraction_compact(moves: &[usize], max_pile: usize) -> crate::impartial::compact::Compact {
    let moves = checked_moves(moves);
    let len = crate::judge::memory::count_through("subtraction_table", max_pile);
    let mut g = crate::judge::memory::filled("subtraction_table", len, 0u8);
    if moves.len() < 64 {
        for n in 1..=max_pile {
            let mut mask = 0u64;
            for &s in moves.iter().take_while(|&&s| s <= n) {
                mask |= 1 << g[n - s];
            }
            g[n] = mex_mask(mask) as u8;
        }
    } else {
        let mut set = MexSet::new();
        for n in 1..=max_pile {
            for &s in moves.iter().take_while(|&&s| s <= n) {
                set.insert(usize::from(g[n - s]));
            }
            g[n] = set.take_mex() as u8;
        }
    }
    crate::impartial::compact::Compact::from_bytes(g)
}

/// The Fibonacci numbers 1, 2, 3, 5, 8, ... that are at most `limit`: the move
/// set of the Fibonacci subtraction game (BOJ 16877). For Whinihan's
/// Fibonacci Nim (take at most twice the previous take) see
/// [`fibonacci_nim`](crate::classics::fibonacci_nim).
///
/// # Example
/// ```
/// use grundy::subtraction::fibonacci_moves;
/// assert_eq!(fibonacci_moves(20), vec![1, 2, 3, 5, 8, 13]);
/// assert_eq!(fibonacci_moves(0), Vec::<usize>::new());
/// // F(93) = 12200160415121876738 is the last below 2^64 (F(2) = 1 first).
/// assert_eq!(fibonacci_moves(usize::MAX).len(), 92);
/// ```
pub fn fibonacci_moves(limit: usize) -> Vec<usize> {
    let mut moves = Vec::new();
    // b is None once it passes usize::MAX (it then passes every limit: a
    // saturating sum stuck at usize::MAX repeated it forever for
    // limit == usize::MAX).
    let (mut a, mut b) = (1usize, Some(2usize));
    while a <= limit {
        moves.push(a);
        match b {
            Some(next) => {
                b = a.checked_add(next);
                a = next;
            }
            None => break,
        }
    }
    moves
}

/// The Grundy values `g[0..=max_pile]` of the Fibonacci subtraction game (a
/// move removes a Fibonacci number of stones), built only as far as `max_pile`.
/// Not Whinihan's Fibonacci Nim (one pile, each take at most twice the
/// previous one): that is [`fibonacci_nim`](crate::classics::fibonacci_nim).
///
/// Built in blocks by [`one_hot_table`] (the values stay below 16 at least
/// up to 3*10^6, the largest pile of BOJ 16877, as the tests check); should a
/// value reach 16, by [`subtraction_table`].
///
/// # Panics
/// As [`one_hot_table`] when the table does not fit in memory (or for
/// `max_pile == usize::MAX`).
///
/// # Complexity
/// O(max_pile * log(max_pile)) time, most of it in OR loops over whole
/// ranges of positions; 10 * (max_pile + 1) bytes while building.
///
/// # Example
/// ```
/// use grundy::subtraction::fibonacci_table;
/// // G(0..9) = 0 1 2 3 0 1 2 3 4 5 (problems.md, BOJ 16877).
/// assert_eq!(fibonacci_table(9), vec![0, 1, 2, 3, 0, 1, 2, 3, 4, 5]);
/// ```
pub fn fibonacci_table(max_pile: usize) -> Vec<u64> {
    let moves = fibonacci_moves(max_pile);
    match one_hot_table(&moves, max_pile) {
        Some(masks) => masks
            .iter()
            .map(|&m| u64::from(m.trailing_zeros()))
            .collect(),
        None => subtraction_table(&moves, max_pile),
    }
}

/// [`fibonacci_table`] in one byte a pile (the values are at most the
/// number of Fibonacci moves, 92), as a compact
/// [`Compact`](crate::impartial::compact::Compact) read with `get(n)`.
///
/// Built as [`fibonacci_table`] is, from the one-hot masks of
/// [`one_hot_table`] (2 bytes a pile), then read into the bytes.
///
/// # Panics
/// As [`fibonacci_table`].
///
/// # Complexity
/// As [`fibonacci_table`]; 3 * (max_pile + 1) bytes at the peak (the masks
/// and the bytes), max_pile + 1 after.
///
/// # Example
/// ```
/// use grundy::subtraction::fibonacci_compact;
/// // G(0..9) = 0 1 2 3 0 1 2 3 4 5 (problems.md, BOJ 16877).
/// let g = fibonacci_compact(9);
/// assert_eq!(g.to_vec(), vec![0, 1, 2, 3, 0, 1, 2, 3, 4, 5]);
/// ```
pub fn fibonacci_compact(max_pile: usize) -> crate::impartial::compact::Compact {
    let moves = fibonacci_moves(max_pile);
    match one_hot_table(&moves, max_pile) {
        Some(masks) => {
            let mut g = crate::judge::memory::with_room("one_hot_table", masks.len());
            g.extend(masks.iter().map(|&m| m.trailing_zeros() as u8));
            crate::impartial::compact::Compact::from_bytes(g)
        }
        None => subtraction_compact(&moves, max_pile),
    }
}

/// The Fibonacci subtraction game's values as one-hot masks,
/// `m[n] = 1 << g[n]` for `n` in `0..=max_pile`: [`one_hot_table`] with the
/// Fibonacci moves, the moves below 16 (1, 2, 3, 5, 8, 13) OR-ed in without
/// a loop over them (half the instructions of [`one_hot_table`]). The value
/// of pile `n` is `m[n].trailing_zeros()`. BOJ 16877 reads its piles' values
/// from here, skipping the conversion to `u64` values.
///
/// # Panics
/// If a value reaches 16. Up to 3*10^6 the largest value is 15 (checked by
/// the tests); beyond, [`fibonacci_table`] always answers. As
/// [`one_hot_table`] when the table does not fit in memory.
///
/// # Complexity
/// O(max_pile * log(max_pile)) time, 2 * (max_pile + 1) bytes (rounded up
/// to a whole span of 4096 positions).
///
/// # Example
/// ```
/// use grundy::subtraction::fibonacci_masks;
/// let m = fibonacci_masks(9);
/// let g: Vec<u32> = m.iter().map(|m| m.trailing_zeros()).collect();
/// assert_eq!(g, [0, 1, 2, 3, 0, 1, 2, 3, 4, 5]);
/// ```
pub fn fibonacci_masks(max_pile: usize) -> Vec<u16> {
    // Beyond the first span (max_pile >= 4096) the moves below 16 are
    // 1, 2, 3, 5, 8 and 13, all of them.
    let near = |w: &[u16], j: usize, m2: u16, m3: u16| m2 | m3 | w[j - 5] | w[j - 8] | w[j - 13];
    blocks::<true, _>(&fibonacci_moves(max_pile), max_pile, near)
        .expect("a Fibonacci subtraction value of 16 or more (none up to 3*10^6)")
}

/// Positions per block in [`one_hot_table`]: two 128-bit vectors of `u16`.
const BLOCK: usize = 16;
/// Positions per chunk: the moves in `BLOCK..CHUNK` are OR-ed block by block,
/// the moves in `CHUNK..SPAN` chunk by chunk.
const CHUNK: usize = 256;
/// Positions per span: the moves of `SPAN` or more are OR-ed span by span,
/// and the first span is built position by position.
const SPAN: usize = 4096;

/// The subtraction game's values as one-hot masks, `m[n] = 1 << g[n]`, or
/// `None` if some value is 16 or more (a `u16` cannot hold it).
///
/// The first `SPAN` = 4096 positions are built one by one. Beyond, a move
/// `s` contributes the same OR of a mask to a whole range of positions as
/// soon as the range is at most `s` long (it then reads only finished
/// positions), so the longer the move, the longer the range it is OR-ed
/// over, in straight loops of vectors: moves of 4096 or more span by span
/// (four moves per pass), moves in 256..4096 per chunk of 256, moves in
/// 16..256 per block of 16 (held in two 128-bit registers, baseline SSE2).
/// Then the block's positions are finished one by one, OR-ing in the moves
/// shorter than 16; the three last values stay in registers, and the last
/// one is OR-ed in last: the chain every position waits on is one OR and the
/// mex (the lowest clear bit of a mask, `!mask & (mask + 1)` as a mask).
///
/// # Panics
/// With the [memory](crate::judge::memory) message (`"one_hot_table: ..."`) when
/// the table does not fit in memory, or for `max_pile == usize::MAX`.
///
/// # Complexity
/// O(max_pile * |moves|) time, 2 * (max_pile + 1) bytes (rounded up to a
/// whole span) and one span of accumulators.
///
/// # Example
/// ```
/// use grundy::subtraction::one_hot_table;
/// // Take 1 or 2: G(n) = n mod 3, masks 1, 2, 4, 1, ...
/// assert_eq!(one_hot_table(&[1, 2], 4), Some(vec![1, 2, 4, 1, 2]));
/// // Take 1..=16: G(16) = 16 does not fit.
/// assert_eq!(one_hot_table(&(1..=16).collect::<Vec<_>>(), 16), None);
/// ```
pub fn one_hot_table(moves: &[usize], max_pile: usize) -> Option<Vec<u16>> {
    let moves = sorted_moves(moves);
    // The moves 2..16 but for the last value: 2 and 3 from registers.
    let from_registers = |s: usize| if moves.contains(&s) { u16::MAX } else { 0 };
    let (two, three) = (from_registers(2), from_registers(3));
    let short: Vec<usize> = moves
        .iter()
        .copied()
        .filter(|&s| 3 < s && s < BLOCK)
        .collect();
    let near = |w: &[u16], j: usize, m2: u16, m3: u16| {
        short
            .iter()
            .fold((m2 & two) | (m3 & three), |x, &s| x | w[j - s])
    };
    if moves.contains(&1) {
        blocks::<true, _>(&moves, max_pile, near)
    } else {
        blocks::<false, _>(&moves, max_pile, near)
    }
}

/// `moves` without zero, sorted, without duplicates.
/// [`sorted_moves`], at most 255 of them (so that [`subtraction_period`]'s
/// values fit its `u8` cells and its 256-bit mex).
fn checked_moves(moves: &[usize]) -> Vec<usize> {
    let moves = sorted_moves(moves);
    assert!(
        moves.len() <= 255,
        "a subtraction game with {} moves may have Grundy values above 255",
        moves.len()
    );
    moves
}

fn sorted_moves(moves: &[usize]) -> Vec<usize> {
    let mut moves: Vec<usize> = moves.iter().copied().filter(|&s| s > 0).collect();
    moves.sort_unstable();
    moves.dedup();
    moves
}

/// [`one_hot_table`] for sorted distinct positive `moves`. Beyond the first
/// span, `near(w, j, m2, m3)` is the OR of the options of position `n` by the
/// moves 2 to 15, where `w[j - s]` is `m[n - s]`, `m2 = m[n - 2]` and
/// `m3 = m[n - 3]`; `ONE` says whether 1 is a move (`m[n - 1]` is OR-ed in
/// after `near`).
fn blocks<const ONE: bool, F>(moves: &[usize], max_pile: usize, near: F) -> Option<Vec<u16>>
where
    F: Fn(&[u16], usize, u16, u16) -> u16,
{
    let at = |limit: usize| moves.partition_point(|&s| s < limit);
    let (per_block, per_chunk, per_span) = (
        &moves[at(BLOCK)..at(CHUNK)],
        &moves[at(CHUNK)..at(SPAN)],
        &moves[at(SPAN)..],
    );
    // Whole spans; what lies beyond max_pile is cut off at the end. A size
    // past usize::MAX is asked of the allocator as usize::MAX (and refused).
    let len = crate::judge::memory::count_through("one_hot_table", max_pile);
    let size = if max_pile < SPAN {
        len
    } else {
        (max_pile / SPAN + 1).saturating_mul(SPAN)
    };
    let mut m = crate::judge::memory::filled("one_hot_table", size, 0u16);
    for n in 0..size.min(SPAN) {
        let mut mask = 0u16;
        for &s in moves.iter().take_while(|&&s| s <= n) {
            mask |= m[n - s];
        }
        let mex = !mask & mask.wrapping_add(1);
        if mex == 0 {
            return None;
        }
        m[n] = mex;
    }
    if size <= SPAN {
        return Some(m);
    }
    let (mut m1, mut m2, mut m3) = (m[SPAN - 1], m[SPAN - 2], m[SPAN - 3]);
    let mut span = vec![0u16; SPAN];
    for start in (SPAN..size).step_by(SPAN) {
        let whole = per_span.partition_point(|&s| s <= start);
        or_runs(&mut span, &m, start, &per_span[..whole], true);
        // A move s in start + 1..start + SPAN applies from position s on.
        for &s in per_span[whole..].iter().take_while(|&&s| s < start + SPAN) {
            for (a, &x) in span[s - start..].iter_mut().zip(&m[..start + SPAN - s]) {
                *a |= x;
            }
        }
        for (c, chunk) in span.chunks_exact_mut(CHUNK).enumerate() {
            let chunk_start = start + c * CHUNK;
            or_runs(chunk, &m, chunk_start, per_chunk, false);
            for (k, acc) in chunk.chunks_exact(BLOCK).enumerate() {
                let b = chunk_start + k * BLOCK;
                let acc = or_blocks(&m, b, per_block, acc);
                let w = &mut m[b - BLOCK..b + BLOCK];
                for (i, &a) in acc.iter().enumerate() {
                    let j = BLOCK + i;
                    let mask = a | near(w, j, m2, m3);
                    let mask = if ONE { mask | m1 } else { mask };
                    let mex = !mask & mask.wrapping_add(1);
                    w[j] = mex;
                    m3 = m2;
                    m2 = m1;
                    m1 = mex;
                }
                // A value of 16 leaves the mask 0: `(x - 1) & !x` has the
                // top bit set only then (one check per block, vectorised).
                let zero = w[BLOCK..]
                    .iter()
                    .fold(0, |z, &x| z | (x.wrapping_sub(1) & !x));
                if zero & 0x8000 != 0 && b <= max_pile {
                    let i = w[BLOCK..].iter().position(|&x| x == 0).expect("a zero");
                    if b + i <= max_pile {
                        return None;
                    }
                }
            }
        }
    }
    m.truncate(len);
    Some(m)
}

/// The OR of `acc` and the blocks `m[b - s..b - s + BLOCK]` for every move `s`
/// in `moves` (all at least `BLOCK` and at most `b`).
#[inline]
fn or_blocks(m: &[u16], b: usize, moves: &[usize], acc: &[u16]) -> [u16; BLOCK] {
    // TryFrom by its path: not in the 2015 and 2018 preludes (bundles).
    let mut acc: [u16; BLOCK] = std::convert::TryFrom::try_from(acc).expect("BLOCK masks");
    for &s in moves {
        let from: &[u16; BLOCK] =
            std::convert::TryFrom::try_from(&m[b - s..b - s + BLOCK]).expect("BLOCK masks");
        for (a, &x) in acc.iter_mut().zip(from) {
            *a |= x;
        }
    }
    acc
}

/// `acc[i] |= m[start - s + i]` for every move `s` in `moves` (all at least
/// `acc.len()` and at most `start`) and every `i`; with `fresh`, `acc`'s old
/// contents are dropped instead. Four moves per pass over `acc`.
#[inline]
fn or_runs(acc: &mut [u16], m: &[u16], start: usize, moves: &[usize], mut fresh: bool) {
    let len = acc.len();
    let run = |s: usize| &m[start - s..start - s + len];
    let mut fours = moves.chunks_exact(4);
    for f in &mut fours {
        let (a, b, c, d) = (run(f[0]), run(f[1]), run(f[2]), run(f[3]));
        if fresh {
            for i in 0..len {
                acc[i] = a[i] | b[i] | c[i] | d[i];
            }
        } else {
            for i in 0..len {
                acc[i] |= a[i] | b[i] | c[i] | d[i];
            }
        }
        fresh = false;
    }
    if fresh {
        acc.iter_mut().for_each(|a| *a = 0);
    }
    for &s in fours.remainder() {
        for (a, &x) in acc.iter_mut().zip(run(s)) {
            *a |= x;
        }
    }
}

/// The Grundy values and the proven period of the subtraction game with the
/// finite move set `moves` (a move removes `s` tokens for some `s` in `moves`,
/// if at least `s` remain), computing only as many values as the proof needs:
/// 64, then twice as many until [`window_period`](crate::impartial::period::window_period) with the largest move as the
/// window proves a period ([`until_proven`] with the rule as the recurrence).
///
/// Zero and repeated moves are ignored. The values are
/// [`subtraction_table`]'s, at least `pre + period + max(moves)` of them.
///
/// # Panics
/// As [`subtraction_table`] (more than 255 distinct moves); with the
/// [memory](crate::judge::memory) message (`"subtraction_period: ..."`, or
/// `"until_proven: ..."` as the table grows) when the values the proof needs
/// do not fit in memory, at once for a move near `usize::MAX`.
///
/// # Complexity
/// O(L * |moves|) for the final length `L < 2 * (pre + period + max(moves)) +
/// 64`. The period exists (the windows of `max(moves)` values are finitely
/// many) but can in theory be astronomically long; for bounded moves, use
/// [`subtraction_period_within`].
///
/// # Example
/// ```
/// use grundy::subtraction::subtraction_period;
/// // Take 2, 5 or 6: g = 0 0 1 1 0 2 1 3 0 2 1, repeating with period 11.
/// let (g, p) = subtraction_period(&[2, 5, 6]);
/// assert_eq!(&g[..11], &[0, 0, 1, 1, 0, 2, 1, 3, 0, 2, 1]);
/// assert_eq!((p.pre, p.period, p.is_proven()), (0, 11, true));
/// ```
pub fn subtraction_period(moves: &[usize]) -> (Vec<u64>, Period) {
    room_for_proof::<u8>("subtraction_period", moves);
    subtraction_period_within(moves, usize::MAX).expect("no limit")
}

/// Panics with the [memory](crate::judge::memory) message, before any value is
/// computed, when the `max(moves) + 1` values that any proof of a period
/// needs (the window of `max(moves)` values and one period after it) cannot
/// be had.
fn room_for_proof<T>(what: &str, moves: &[usize]) {
    let window = moves.iter().copied().max().unwrap_or(0);
    drop(crate::judge::memory::with_room::<T>(
        what,
        crate::judge::memory::count_through(what, window),
    ));
}

/// [`subtraction_period`] with at most `max_len` values computed: `None` if
/// those prove no period (at once if `max(moves) >= max_len`: a proof needs
/// more values).
///
/// # Panics
/// As [`subtraction_table`] (more than 255 distinct moves); with the
/// [memory](crate::judge::memory) message (`"until_proven: ..."`) when the values
/// do not fit in memory.
///
/// # Complexity
/// O(min(max_len, 2 L) * |moves|), L as in [`subtraction_period`].
///
/// # Example
/// ```
/// use grundy::subtraction::subtraction_period_within;
/// // Take 1000: g(n) = (n / 1000) mod 2, period 2000, proven by 3000 values.
/// assert!(subtraction_period_within(&[1000], 2999).is_none());
/// let (g, p) = subtraction_period_within(&[1000], 3000).unwrap();
/// assert_eq!((g.len(), p.pre, p.period), (3000, 0, 2000));
/// ```
pub fn subtraction_period_within(moves: &[usize], max_len: usize) -> Option<(Vec<u64>, Period)> {
    let moves = checked_moves(moves);
    let window = moves.last().copied().unwrap_or(0);
    if window >= max_len {
        // A proof needs the window and a period after it: more than max_len.
        return None;
    }
    // Bytes while the proof grows (a value is at most 255), u64 once.
    let (g, p) = until_proven(window, max_len, |g: &[u8]| next_value(&moves, g)).ok()?;
    Some((g.into_iter().map(u64::from).collect(), p))
}

/// `g(n) = mex { g(n - s) : s in moves, s <= n }` for `n = g.len()`, `moves`
/// sorted (at most 255 of them, so the mex fits a 256-bit mask).
fn next_value(moves: &[usize], g: &[u8]) -> u8 {
    let n = g.len();
    let mut seen = [0u64; 4];
    for &s in moves.iter().take_while(|&&s| s <= n) {
        let v = g[n - s] as usize;
        seen[v / 64] |= 1 << (v % 64);
    }
    let word = seen
        .iter()
        .position(|&w| w != u64::MAX)
        .expect("at most 255 moves");
    (64 * word + mex_mask(seen[word]) as usize) as u8
}

/// The win/lose outcomes (`true`: the player to move wins a heap of `n`) and
/// their proven period for the subtraction game with the finite move set
/// `moves` under `play`: normal (whoever cannot move loses) or misère
/// (whoever cannot move wins, so taking the last token loses). Values are
/// computed as in [`subtraction_period`], 64 then doubling.
///
/// # Panics
/// With the [memory](crate::judge::memory) message
/// (`"subtraction_outcome_period: ..."` or `"until_proven: ..."`) when the
/// values the proof needs do not fit in memory, at once for a move near
/// `usize::MAX`.
///
/// # Complexity
/// O(L * |moves|), L as in [`subtraction_period`].
///
/// # Example
/// ```
/// use grundy::heap::Play;
/// use grundy::subtraction::subtraction_outcome_period;
/// // BOJ 9656: take 1 or 3, taking the last stone loses: the mover loses
/// // exactly at odd n (1: must take it; 2: take 1, leave 1 ...).
/// let (win, p) = subtraction_outcome_period(&[1, 3], Play::Misere);
/// assert_eq!(&win[..6], &[true, false, true, false, true, false]);
/// assert_eq!((p.pre, p.period, p.is_proven()), (0, 2, true));
/// assert!(!p.get(&win, 999_999_999_999));
/// ```
pub fn subtraction_outcome_period(moves: &[usize], play: Play) -> (Vec<bool>, Period) {
    room_for_proof::<bool>("subtraction_outcome_period", moves);
    let moves = sorted_moves(moves);
    let window = moves.last().copied().unwrap_or(0);
    let misere = play == Play::Misere;
    // A heap is won iff some move leaves a lost heap; with no move, iff misère.
    until_proven(window, usize::MAX, |win: &[bool]| {
        let mut to = moves.iter().take_while(|&&s| s <= win.len());
        match to.next() {
            None => misere,
            Some(&s) => !win[win.len() - s] || to.any(|&s| !win[win.len() - s]),
        }
    })
    .expect("no limit")
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{rngs::StdRng, Rng, SeedableRng};

    /// The game searched by its rule: a pile is a win for the mover iff some
    /// move leads to a losing pile. Gives only win/lose, independently of mex.
    fn wins_naive(moves: &[usize], max_pile: usize) -> Vec<bool> {
        let mut win = vec![false; max_pile + 1];
        for n in 0..=max_pile {
            win[n] = moves.iter().any(|&s| s >= 1 && s <= n && !win[n - s]);
        }
        win
    }

    /// Grundy values by the definition, with a set per position.
    fn table_naive(moves: &[usize], max_pile: usize) -> Vec<usize> {
        let mut g: Vec<usize> = Vec::new();
        for n in 0..=max_pile {
            let options: std::collections::BTreeSet<usize> = moves
                .iter()
                .filter(|&&s| s >= 1 && s <= n)
                .map(|&s| g[n - s])
                .collect();
            g.push((0..).find(|v| !options.contains(v)).unwrap());
        }
        g
    }

    #[test]
    fn take_one_or_three_is_parity() {
        let g = subtraction_table(&[1, 3], 1000);
        for (n, &v) in g.iter().enumerate() {
            assert_eq!(v as usize, n % 2, "n = {n}");
        }
    }

    #[test]
    fn random_move_sets_match_the_definition() {
        let mut rng = StdRng::seed_from_u64(9655);
        for case in 0..300 {
            let k = rng.random_range(1..=8);
            let moves: Vec<usize> = (0..k).map(|_| rng.random_range(0..=20)).collect();
            let fast = subtraction_table(&moves, 200);
            let slow = table_naive(&moves, 200);
            let fast: Vec<usize> = fast.iter().map(|&v| v as usize).collect();
            assert_eq!(fast, slow, "case {case}, moves {moves:?}");
            let win = wins_naive(&moves, 200);
            for n in 0..=200 {
                assert_eq!(fast[n] != 0, win[n], "case {case}, moves {moves:?}, n {n}");
            }
        }
    }

    #[test]
    fn many_moves_use_the_general_mex() {
        // 100 moves 1..=100: G(n) = n mod 101, values up to 100.
        let moves: Vec<usize> = (1..=100).collect();
        let g = subtraction_table(&moves, 500);
        for (n, &v) in g.iter().enumerate() {
            assert_eq!(v as usize, n % 101, "n = {n}");
        }
        assert_eq!(
            g.iter().map(|&v| v as usize).collect::<Vec<_>>(),
            table_naive(&moves, 500)
        );
    }

    #[test]
    #[should_panic(expected = "Grundy values above 255")]
    fn too_many_moves_panics() {
        let moves: Vec<usize> = (1..=256).collect();
        subtraction_table(&moves, 10);
    }

    #[test]
    fn one_hot_matches_the_bitmask_table_on_random_move_sets() {
        let mut rng = StdRng::seed_from_u64(16877);
        for case in 0..200 {
            let k = rng.random_range(1..=12);
            // Moves around BLOCK, both sides of it, and long ones.
            let moves: Vec<usize> = (0..k).map(|_| rng.random_range(0..=8 * BLOCK)).collect();
            let max = rng.random_range(0..=1000);
            let slow = subtraction_table(&moves, max);
            match one_hot_table(&moves, max) {
                Some(masks) => {
                    let fast: Vec<u64> = masks
                        .iter()
                        .map(|&m| u64::from(m.trailing_zeros()))
                        .collect();
                    assert_eq!(fast, slow, "case {case}, moves {moves:?}, max {max}");
                    assert!(masks.iter().all(|m| m.count_ones() == 1));
                }
                None => assert!(
                    slow.iter().any(|&v| v >= 16),
                    "case {case}: None but all below 16"
                ),
            }
        }
        // Take 1..=k: G(n) = n mod (k + 1), values up to k; 16 does not fit.
        for k in 13..=18 {
            let moves: Vec<usize> = (1..=k).collect();
            let masks = one_hot_table(&moves, 300);
            assert_eq!(masks.is_some(), k <= 15, "k = {k}");
            for (n, m) in masks.iter().flatten().enumerate() {
                assert_eq!(*m, 1 << (n % (k + 1)), "k = {k}, n = {n}");
            }
        }
    }

    /// The masks of a table (`None` if a value is 16 or more).
    fn masks_of(g: &[u64]) -> Option<Vec<u16>> {
        g.iter()
            .map(|&v| if v < 16 { Some(1u16 << v) } else { None })
            .collect()
    }

    /// Piles beyond the first span, where the blocks, chunks and spans of
    /// moves take over: moves below 16, in 16..256, 256..4096, and beyond
    /// 4096 (some applying from inside a span on).
    #[test]
    fn one_hot_matches_the_bitmask_table_beyond_the_first_span() {
        let mut rng = StdRng::seed_from_u64(4096);
        let (mut some, mut none) = (0, 0);
        for case in 0..120 {
            let k = rng.random_range(1..=10);
            let moves: Vec<usize> = (0..k)
                .map(|_| match rng.random_range(0..4) {
                    0 => rng.random_range(1..BLOCK),
                    1 => rng.random_range(BLOCK..CHUNK),
                    2 => rng.random_range(CHUNK..SPAN),
                    _ => rng.random_range(SPAN..4 * SPAN),
                })
                .collect();
            let max = rng.random_range(SPAN..=5 * SPAN);
            let slow = subtraction_table(&moves, max);
            let fast = one_hot_table(&moves, max);
            assert_eq!(
                fast,
                masks_of(&slow),
                "case {case}, moves {moves:?}, max {max}"
            );
            if fast.is_some() {
                some += 1
            } else {
                none += 1
            }
        }
        assert!(some >= 60, "only {some} tables fit, {none} did not");
    }

    /// Take 1..=15 and 4112: G(n) = n mod 16 until n = 4112, where the
    /// options hold all of 0..=15, so G(4112) = 16. One block past the first
    /// span; the table stops just before it, or not.
    #[test]
    fn a_value_of_16_beyond_the_first_span_is_found() {
        let mut moves: Vec<usize> = (1..=15).collect();
        moves.push(4112);
        assert_eq!(subtraction_table(&moves, 4112)[4112], 16);
        for max in [4096, 4111] {
            let masks = one_hot_table(&moves, max).expect("values below 16");
            assert!(masks.iter().enumerate().all(|(n, &m)| m == 1 << (n % 16)));
        }
        for max in [4112, 4113, 9000] {
            assert_eq!(one_hot_table(&moves, max), None, "max {max}");
        }
    }

    /// The Fibonacci masks at sizes around the first span and the blocks.
    #[test]
    fn fibonacci_masks_match_the_bitmask_table() {
        let sizes = (0..=40).chain([
            SPAN - 2,
            SPAN - 1,
            SPAN,
            SPAN + 1,
            SPAN + BLOCK,
            2 * SPAN - 1,
            2 * SPAN,
            2 * SPAN + 7,
            30_000,
        ]);
        for max in sizes {
            let slow = subtraction_table(&fibonacci_moves(max), max);
            assert_eq!(Some(fibonacci_masks(max)), masks_of(&slow), "max {max}");
        }
    }

    /// BOJ 16877's largest pile, bit for bit against the bitmask table (the
    /// position-by-position mex, itself checked against the definition
    /// above): the masks `p16877` reads, and the values. About 0.4 s at the
    /// test profile's opt-level 1 (Cargo.toml).
    #[test]
    fn fibonacci_blocks_match_the_bitmask_table_to_3_million() {
        const MAX: usize = 3_000_000;
        let moves = fibonacci_moves(MAX);
        assert_eq!(moves.len(), 31);
        let slow = subtraction_table(&moves, MAX);
        let masks = fibonacci_masks(MAX); // no panic: every value below 16
        assert!(
            masks.iter().zip(&slow).all(|(&m, &g)| m == 1 << g),
            "the masks differ at n = {:?}",
            (0..=MAX).find(|&n| masks[n] != 1 << slow[n])
        );
        let fast = fibonacci_table(MAX);
        assert!(
            fast == slow,
            "the tables differ at n = {:?}",
            (0..=MAX).find(|&n| fast[n] != slow[n])
        );
    }

    #[test]
    fn fibonacci_matches_the_definition() {
        let g = fibonacci_table(3000);
        let slow = table_naive(&fibonacci_moves(3000), 3000);
        assert_eq!(g.iter().map(|&v| v as usize).collect::<Vec<_>>(), slow);
        assert_eq!(fibonacci_table(0), vec![0]);
    }

    #[test]
    fn subtraction_period_needs_only_what_the_proof_needs() {
        for (moves, pre, period) in [
            (vec![1usize, 3], 0, 2),
            (vec![1, 3, 4], 0, 7),
            (vec![2, 5, 6], 0, 11),
            (vec![1000], 0, 2000),
            (vec![], 0, 1),
            (vec![0, 0], 0, 1),
        ] {
            let (g, p) = subtraction_period(&moves);
            assert_eq!((p.pre, p.period), (pre, period), "moves {moves:?}");
            assert!(p.is_proven());
            let m = moves.iter().copied().max().unwrap_or(0);
            assert!(g.len() >= pre + period + m);
            assert!(g.len() < 2 * (pre + period + m) + 64, "moves {moves:?}");
            let long = subtraction_table(&moves, 3 * g.len());
            for (n, &want) in long.iter().enumerate() {
                assert_eq!(p.get(&g, n as u64), want, "moves {moves:?}, n {n}");
            }
        }
    }

    #[test]
    fn outcome_periods_match_a_long_search_in_both_plays() {
        let mut rng = StdRng::seed_from_u64(9658);
        for case in 0..200 {
            let k = rng.random_range(1..=4);
            let moves: Vec<usize> = (0..k).map(|_| rng.random_range(1..=10)).collect();
            for play in [Play::Normal, Play::Misere] {
                let (win, p) = subtraction_outcome_period(&moves, play);
                // The rule searched directly: n is won iff some move leads to
                // a lost heap; with no move, won iff misère.
                let mut long = vec![false; 2000];
                for n in 0..2000 {
                    let mut any_move = false;
                    let mut to_lost = false;
                    for &s in &moves {
                        if s <= n {
                            any_move = true;
                            to_lost |= !long[n - s];
                        }
                    }
                    long[n] = if any_move {
                        to_lost
                    } else {
                        play == Play::Misere
                    };
                }
                for (n, &want) in long.iter().enumerate() {
                    assert_eq!(
                        p.get(&win, n as u64),
                        want,
                        "case {case}, moves {moves:?}, {play:?}, n {n}"
                    );
                }
            }
        }
    }
}
