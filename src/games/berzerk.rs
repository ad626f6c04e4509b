//! Berzerk (Codeforces 787C): a monster on a circle of `n` objects, object 0
//! (object 1 in the statement) a black hole. Rick moves with a set `s1` of
//! steps, Morty with `s2`; a move takes a step `x` from the mover's own set and
//! moves the monster `x` objects clockwise, from object `o` to `(o + x) mod n`.
//! Whoever moves the monster into the black hole wins.
//!
//! A position is (object, player to move); the game graph has cycles, so each
//! position is `Win`, `Lose` or `Loop` ([`crate::loopy::retrograde::Outcome`]).
//! "Monster in the hole, player to move" is terminal and lost: the previous
//! mover won.

use crate::loopy::retrograde::{retrograde, Outcome};

/// The outcome of every start for both first players: `r[p][o]` is the
/// outcome for player `p` (0 = Rick with `s1`, 1 = Morty with `s2`) moving
/// first with the monster at object `o` (0-based, `o = 0` the black hole).
///
/// `r[p][0]` is `Lose` (the game is over there); the statement's answer for
/// objects 2..=n is `r[p][1..]`. Duplicate steps change nothing; a player with
/// no step cannot move and loses.
///
/// Retrograde analysis, as [`crate::loopy::retrograde`] does it, on bitsets of
/// objects, 64 at a time:
/// - When a position is lost, every undecided position that can move to it
///   wins. Player `q`'s positions that can move to object `o` are
///   `o - x mod n` for `x` in `q`'s set: the fixed set `{-x mod n}` rotated by
///   `o`. Stored twice over in a row of `2n` bits, any rotation is a window
///   of it; AND-ed with the undecided positions it gives exactly the ones to
///   mark, without looking at the others. (A set of fewer than n / 64 steps
///   is walked step by step instead.)
/// - A position is lost when all its moves reach won positions. Instead of a
///   counter per position, decremented once per move into a won position (most
///   of the work on random sets: the moves into the positions that end as
///   `Loop`), each undecided position *watches* one move that does not (yet)
///   reach a won position. When the watched position is won, the watcher looks
///   further along its moves for another, 64 at a time (its set AND NOT the
///   won positions, rotated the same way); finding none, it is lost. Won
///   positions stay won, so each watcher only ever moves forward: at most
///   n / 64 words per position over the whole run.
///
/// # Panics
/// If `n == 0` or a step is outside `1..n`; with `"at most 2^32 - 2
/// objects"` if `n >= 2^32 - 1` (objects are numbered in `u32`).
///
/// # Complexity
/// O(n^2 / 64) word operations plus one step per watch moved (at worst one per
/// move, as a counter would), O(n) memory: a few million operations for
/// n = 7000 on every input tried.
///
/// # Example
/// ```
/// use grundy::games::berzerk::berzerk;
/// use grundy::retrograde::Outcome::*;
/// // Official sample 1 of Codeforces 787C.
/// let r = berzerk(5, &[3, 2], &[1, 2, 3]);
/// assert_eq!(r[0][1..], [Lose, Win, Win, Loop]);
/// assert_eq!(r[1][1..], [Loop, Win, Win, Win]);
/// ```
pub fn berzerk(n: usize, s1: &[usize], s2: &[usize]) -> [Vec<Outcome>; 2] {
    assert!(n >= 1, "a circle of 0 objects");
    assert!(n < u32::MAX as usize, "at most 2^32 - 2 objects");
    for &x in s1.iter().chain(s2) {
        assert!(x >= 1 && x < n, "step {} is outside 1..{}", x, n);
    }
    const NONE: u32 = u32::MAX;
    let words = (n + 63) / 64;
    // Rows of 2n bits (and spare words, so a window may start anywhere below
    // 2n): back[q] has bits n - x and 2n - x for each step x of q, so bit u of
    // the window at n - o says whether u moves to o. steps[q] has bit x.
    let mut back = [vec![0u64; 2 * words + 2], vec![0u64; 2 * words + 2]];
    let mut steps = [vec![0u64; words], vec![0u64; words]];
    let mut distinct: [Vec<usize>; 2] = [Vec::new(), Vec::new()];
    for (q, set) in [s1, s2].iter().enumerate() {
        for &x in set.iter() {
            if steps[q][x / 64] >> (x % 64) & 1 == 0 {
                distinct[q].push(x);
            }
            set_bit(&mut steps[q], x);
            set_bit(&mut back[q], n - x);
            set_bit(&mut back[q], 2 * n - x);
        }
        distinct[q].sort_unstable();
    }
    // won[p]: bits o and n + o set once (p, o) is won, so bit d of the window
    // at u says whether u + d mod n is won.
    let mut won = [vec![0u64; 2 * words + 2], vec![0u64; 2 * words + 2]];
    let mut undecided = [vec![0u64; words], vec![0u64; words]];
    let mut state = [vec![Outcome::Loop; n], vec![Outcome::Loop; n]];
    // (q, u) watches the move of step watch[q][u] (to object u + step); the
    // watchers of (p, v) are a list: head[p][v], then next[q][u].
    let mut watch = [vec![0u32; n], vec![0u32; n]];
    let mut next = [vec![NONE; n], vec![NONE; n]];
    let mut head = [vec![NONE; n], vec![NONE; n]];
    // Lost positions are handled first: the wins they make let the watchers
    // of won positions skip further at once (same outcome in any order).
    let mut lost: Vec<(usize, usize)> = Vec::with_capacity(2 * n);
    let mut queue: Vec<(usize, usize)> = Vec::with_capacity(2 * n);
    // The first move not into a won position of (q, u), at step `from` or
    // beyond.
    // The first step, `from` or beyond, of a set (as bits and as a sorted
    // list) that does not take u into a won position: 64 steps at a time, or
    // one at a time for a set of fewer steps than words.
    let find = |steps: &[u64], list: &[usize], won: &[u64], u: usize, from: usize| {
        if list.len() < words {
            let rest = &list[list.partition_point(|&x| x < from)..];
            return rest.iter().copied().find(|&x| {
                let v = u + x;
                won[v / 64] >> (v % 64) & 1 == 0
            });
        }
        let mut mask = !0u64 << (from % 64);
        for (k, &step_bits) in steps.iter().enumerate().skip(from / 64) {
            let open = step_bits & !window(won, u, k) & mask;
            if open != 0 {
                return Some(k * 64 + open.trailing_zeros() as usize);
            }
            mask = !0;
        }
        None
    };
    for q in 0..2 {
        for u in 0..n {
            match find(&steps[q], &distinct[q], &won[1 - q], u, 1) {
                Some(d) if u != 0 => {
                    set_bit(&mut undecided[q], u);
                    let v = if u + d >= n { u + d - n } else { u + d };
                    watch[q][u] = d as u32;
                    next[q][u] = head[1 - q][v];
                    head[1 - q][v] = u as u32;
                }
                // The hole (the previous mover won), or no step at all.
                _ => {
                    state[q][u] = Outcome::Lose;
                    lost.push((q, u));
                }
            }
        }
    }
    let mut popped = 0;
    loop {
        let (p, o) = if let Some(position) = lost.pop() {
            position
        } else if popped < queue.len() {
            popped += 1;
            queue[popped - 1]
        } else {
            break;
        };
        let q = 1 - p;
        if state[p][o] == Outcome::Lose {
            // Every undecided position that can move here wins: 64 at a time,
            // or one step at a time for a set of fewer steps than words.
            let mut win = |u: usize, state: &mut [Vec<Outcome>; 2], won: &mut [Vec<u64>; 2]| {
                state[q][u] = Outcome::Win;
                set_bit(&mut won[q], u);
                set_bit(&mut won[q], n + u);
                queue.push((q, u));
            };
            if distinct[q].len() < words {
                for &x in &distinct[q] {
                    let u = if o >= x { o - x } else { o + n - x };
                    if undecided[q][u / 64] >> (u % 64) & 1 == 1 {
                        undecided[q][u / 64] &= !(1 << (u % 64));
                        win(u, &mut state, &mut won);
                    }
                }
            } else {
                for (k, open) in undecided[q].iter_mut().enumerate() {
                    let mut hits = window(&back[q], n - o, k) & *open;
                    *open &= !hits;
                    while hits != 0 {
                        let u = k * 64 + hits.trailing_zeros() as usize;
                        hits &= hits - 1;
                        win(u, &mut state, &mut won);
                    }
                }
            }
        } else {
            // (p, o) is won: its watchers look for another move.
            let mut u = std::mem::replace(&mut head[p][o], NONE);
            while u != NONE {
                let w = u as usize;
                u = next[q][w];
                if undecided[q][w / 64] >> (w % 64) & 1 == 0 {
                    continue;
                }
                match find(
                    &steps[q],
                    &distinct[q],
                    &won[p],
                    w,
                    watch[q][w] as usize + 1,
                ) {
                    Some(d) => {
                        let v = if w + d >= n { w + d - n } else { w + d };
                        watch[q][w] = d as u32;
                        next[q][w] = head[p][v];
                        head[p][v] = w as u32;
                    }
                    None => {
                        // Every move reaches a position the opponent wins.
                        undecided[q][w / 64] &= !(1 << (w % 64));
                        state[q][w] = Outcome::Lose;
                        lost.push((q, w));
                    }
                }
            }
        }
    }
    state
}

/// Sets bit `i` of a bitset.
fn set_bit(bits: &mut [u64], i: usize) {
    bits[i / 64] |= 1 << (i % 64);
}

/// Word `k` of the bitset `bits` read from bit `start` on: bits
/// `start + 64k .. start + 64k + 64`.
#[inline]
fn window(bits: &[u64], start: usize, k: usize) -> u64 {
    let at = start + 64 * k;
    let (i, shift) = (at / 64, at % 64);
    if shift == 0 {
        bits[i]
    } else {
        bits[i] >> shift | bits[i + 1] << (64 - shift)
    }
}

/// [`berzerk`] by the general solver: [`retrograde`] walking every move
/// backwards, one step per move. The bitset version is checked against it.
///
/// # Panics
/// If `n == 0` or a step is outside `1..n`; with `"at most 2^32 - 2
/// objects"` if `n >= 2^32 - 1` (objects are numbered in `u32`).
///
/// # Complexity
/// O(n (|s1| + |s2|)) time, O(n) memory.
///
/// # Example
/// ```
/// use grundy::games::berzerk::{berzerk, berzerk_by_moves};
/// assert_eq!(berzerk_by_moves(5, &[3, 2], &[1, 2, 3]), berzerk(5, &[3, 2], &[1, 2, 3]));
/// ```
pub fn berzerk_by_moves(n: usize, s1: &[usize], s2: &[usize]) -> [Vec<Outcome>; 2] {
    assert!(n >= 1, "a circle of 0 objects");
    assert!(n < u32::MAX as usize, "at most 2^32 - 2 objects");
    for &x in s1.iter().chain(s2) {
        assert!(x >= 1 && x < n, "step {} is outside 1..{}", x, n);
    }
    let sets = [s1, s2];
    // Position p * n + o: player p to move, monster at object o.
    let mut out_degree = vec![s1.len(); n];
    out_degree.resize(2 * n, s2.len());
    let terminal = [(0, Outcome::Lose), (n, Outcome::Lose)];
    let all = retrograde(out_degree, &terminal, move |v| {
        let (p, o) = (v / n, v % n);
        let q = 1 - p;
        sets[q]
            .iter()
            .map(move |&x| q * n + if o >= x { o - x } else { o + n - x })
    });
    let morty = all[n..].to_vec();
    let mut rick = all;
    rick.truncate(n);
    [rick, morty]
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{rngs::StdRng, Rng, SeedableRng};
    use Outcome::*;

    /// The rules as a fixpoint over (object, player to move): a move into
    /// the hole wins outright; otherwise Win if some move reaches a Lose,
    /// Lose if every move reaches a Win; undecided at the end is Loop.
    fn berzerk_naive(n: usize, s1: &[usize], s2: &[usize]) -> [Vec<Outcome>; 2] {
        let sets = [s1, s2];
        let mut label: [Vec<Option<Outcome>>; 2] = [vec![None; n], vec![None; n]];
        label[0][0] = Some(Lose);
        label[1][0] = Some(Lose);
        loop {
            let mut changed = false;
            for p in 0..2 {
                for o in 1..n {
                    if label[p][o].is_some() {
                        continue;
                    }
                    let mut any_lose = false;
                    let mut all_win = true;
                    for &x in sets[p] {
                        let to = (o + x) % n;
                        if to == 0 {
                            any_lose = true; // the mover wins at once
                        }
                        match label[1 - p][to] {
                            Some(Lose) => any_lose = true,
                            Some(Win) => {}
                            _ => all_win = false,
                        }
                    }
                    if any_lose {
                        label[p][o] = Some(Win);
                        changed = true;
                    } else if all_win {
                        label[p][o] = Some(Lose);
                        changed = true;
                    }
                }
            }
            if !changed {
                break;
            }
        }
        label.map(|l| l.into_iter().map(|x| x.unwrap_or(Loop)).collect())
    }

    #[test]
    fn official_samples() {
        let r = berzerk(5, &[3, 2], &[1, 2, 3]);
        assert_eq!(r[0][1..], [Lose, Win, Win, Loop]);
        assert_eq!(r[1][1..], [Loop, Win, Win, Win]);
        let r = berzerk(8, &[6, 2, 3, 4], &[3, 6]);
        assert_eq!(r[0][1..], [Win; 7]);
        assert_eq!(r[1][1..], [Lose, Win, Lose, Lose, Win, Lose, Lose]);
    }

    #[test]
    fn smallest_circle() {
        assert_eq!(berzerk(2, &[1], &[1]), [vec![Lose, Win], vec![Lose, Win]]);
    }

    #[test]
    fn matches_the_rules_on_random_circles() {
        let mut rng = StdRng::seed_from_u64(7872);
        for round in 0..1500 {
            let n = rng.random_range(2..=12);
            let pick = |rng: &mut StdRng| {
                let mut steps: Vec<usize> =
                    (1..n).filter(|_| rng.random_range(0..3) == 0).collect();
                if steps.is_empty() || rng.random_range(0..4) == 0 {
                    // Sometimes a repeated step: it must change nothing.
                    steps.push(rng.random_range(1..n));
                }
                steps
            };
            let s1 = pick(&mut rng);
            let s2 = pick(&mut rng);
            assert_eq!(
                berzerk(n, &s1, &s2),
                berzerk_naive(n, &s1, &s2),
                "round {round}: n = {n}, s1 = {s1:?}, s2 = {s2:?}"
            );
        }
    }

    #[test]
    fn bitsets_match_the_move_by_move_solver_on_larger_circles() {
        let mut rng = StdRng::seed_from_u64(787);
        for round in 0..300 {
            // Circles across word boundaries (63, 64, 65, 128, ...).
            let n = match round % 4 {
                0 => rng.random_range(60..=70),
                1 => rng.random_range(126..=130),
                _ => rng.random_range(2..=400),
            };
            let density = rng.random_range(1..=100);
            let pick = |rng: &mut StdRng| -> Vec<usize> {
                (1..n)
                    .filter(|_| rng.random_range(0..100) < density)
                    .collect()
            };
            let (s1, s2) = (pick(&mut rng), pick(&mut rng));
            assert_eq!(
                berzerk(n, &s1, &s2),
                berzerk_by_moves(n, &s1, &s2),
                "round {round}: n = {n}, s1 = {s1:?}, s2 = {s2:?}"
            );
        }
    }

    #[test]
    fn worst_case_sizes_match_the_move_by_move_solver() {
        let mut rng = StdRng::seed_from_u64(7000);
        let all: Vec<usize> = (1..7000).collect();
        assert_eq!(
            berzerk(7000, &all, &all),
            berzerk_by_moves(7000, &all, &all)
        );
        for k in [3500, 5000] {
            let pick = |rng: &mut StdRng| -> Vec<usize> {
                let mut set = all.clone();
                for i in 0..k {
                    let j = rng.random_range(i..set.len());
                    set.swap(i, j);
                }
                set.truncate(k);
                set
            };
            let (s1, s2) = (pick(&mut rng), pick(&mut rng));
            assert_eq!(
                berzerk(7000, &s1, &s2),
                berzerk_by_moves(7000, &s1, &s2),
                "k = {k}"
            );
        }
    }

    #[test]
    fn empty_step_sets_lose_at_once() {
        for (s1, s2) in [(vec![], vec![2]), (vec![1], vec![]), (vec![], vec![])] {
            assert_eq!(berzerk(5, &s1, &s2), berzerk_naive(5, &s1, &s2));
            assert_eq!(berzerk(5, &s1, &s2), berzerk_by_moves(5, &s1, &s2));
        }
    }

    #[test]
    #[should_panic(expected = "step 5 is outside 1..5")]
    fn rejects_a_step_of_n() {
        berzerk(5, &[1], &[5]);
    }
}
