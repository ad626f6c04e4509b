//! Nim: piles of stones; a move takes any positive number of stones from one
//! pile. Under *normal* play whoever takes the last stone wins (whoever cannot
//! move loses); under *misère* play whoever takes the last stone loses.
//!
//! A pile of `p` stones has Grundy value `p`, so a position's value is the
//! *nim-sum* `S`, the XOR of the pile sizes: under normal play the player to
//! move wins iff `S != 0` (Bouton). Play always ends: every move removes stones.
//!
//! Piles are `u64` (sizes up to 2*10^9 appear in judge inputs) and a pile of
//! size 0 is allowed everywhere: it has no moves and changes nothing, in either
//! kind of play.

/// The nim-sum: the XOR of the pile sizes (0 for no piles).
///
/// # Complexity
/// O(number of piles).
///
/// # Example
/// ```
/// use grundy::nim::nim_sum;
/// assert_eq!(nim_sum(&[1, 2, 3]), 0); // 01 ^ 10 ^ 11
/// assert_eq!(nim_sum(&[11, 15, 8]), 12); // 1011 ^ 1111 ^ 1000 = 1100
/// assert_eq!(nim_sum(&[]), 0);
/// ```
pub fn nim_sum(piles: &[u64]) -> u64 {
    piles.iter().fold(0, |s, &p| s ^ p)
}

/// Whether the player to move wins Nim under normal play (taking the last
/// stone wins): iff the nim-sum is nonzero.
///
/// # Complexity
/// O(number of piles).
///
/// # Example
/// ```
/// use grundy::nim::first_player_wins;
/// // BOJ 11868 samples: 1 2 3 4 -> first player; 2 4 6 -> second player.
/// assert!(first_player_wins(&[1, 2, 3, 4]));
/// assert!(!first_player_wins(&[2, 4, 6]));
/// assert!(!first_player_wins(&[])); // no move at all
/// ```
pub fn first_player_wins(piles: &[u64]) -> bool {
    nim_sum(piles) != 0
}

/// Whether the player to move wins Nim under misère play (taking the last
/// stone loses).
///
/// If no pile holds more than one stone, play is forced (each move empties a
/// 1-pile) and the player to move wins iff the number of 1-piles is even.
/// Otherwise the player to move wins iff the nim-sum is nonzero (Bouton).
///
/// Piles of size 0 are ignored. With no stones at all (every pile empty, or no
/// piles) the player to move wins: the opponent took the last stone. That is
/// the even case above with zero 1-piles.
///
/// # Complexity
/// O(number of piles).
///
/// # Example
/// ```
/// use grundy::nim::first_player_wins_misere;
/// assert!(!first_player_wins_misere(&[1])); // must take the last stone
/// assert!(first_player_wins_misere(&[1, 1])); // take one, the opponent takes the last
/// assert!(first_player_wins_misere(&[2])); // take one, leave [1]
/// assert!(!first_player_wins_misere(&[2, 2])); // nim-sum 0 with a big pile
/// ```
pub fn first_player_wins_misere(piles: &[u64]) -> bool {
    if piles.iter().all(|&p| p <= 1) {
        piles.iter().filter(|&&p| p == 1).count() % 2 == 0
    } else {
        nim_sum(piles) != 0
    }
}

/// The number of winning first moves under normal play: moves (a pile and a
/// new, smaller size for it) that leave nim-sum 0.
///
/// With nim-sum `S`, pile `p` can be lowered to `S ^ p` exactly when
/// `S ^ p < p`, and no other size of that pile gives nim-sum 0; so the count is
/// `#{i : (S ^ p_i) < p_i}`, which is 0 when `S = 0` (every move then loses).
///
/// # Complexity
/// O(number of piles).
///
/// # Example
/// ```
/// use grundy::nim::winning_moves;
/// // BOJ 16895 sample: S = 11 ^ 15 ^ 8 = 12, and 12 ^ 11 = 7 < 11,
/// // 12 ^ 15 = 3 < 15, 12 ^ 8 = 4 < 8: three winning moves.
/// assert_eq!(winning_moves(&[11, 15, 8]), 3);
/// assert_eq!(winning_moves(&[3, 3]), 0); // S = 0
/// assert_eq!(winning_moves(&[1, 2]), 1); // only 2 -> 1
/// ```
pub fn winning_moves(piles: &[u64]) -> usize {
    let s = nim_sum(piles);
    piles.iter().filter(|&&p| (s ^ p) < p).count()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// Whether the player to move wins, by searching the game tree from the
    /// rule (take any positive number from one pile), memoised on the sorted
    /// tuple. `misere`: whoever takes the last stone loses, so a position with
    /// no stones is a win for the player to move; under normal play it is a
    /// loss. Recursion depth is at most the number of stones (tiny here).
    fn wins_naive(piles: &[u64], misere: bool, memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        let mut key = piles.to_vec();
        key.sort_unstable();
        if let Some(&w) = memo.get(&key) {
            return w;
        }
        let mut win = if key.iter().all(|&p| p == 0) {
            misere
        } else {
            false
        };
        for i in 0..key.len() {
            for q in 0..key[i] {
                let mut next = key.clone();
                next[i] = q;
                if !wins_naive(&next, misere, memo) {
                    win = true;
                }
            }
        }
        memo.insert(key, win);
        win
    }

    /// Every tuple of `len` piles with sizes in `0..=max`.
    fn all_tuples(len: usize, max: u64) -> Vec<Vec<u64>> {
        let mut out = vec![vec![]];
        for _ in 0..len {
            let mut next = Vec::new();
            for t in &out {
                for p in 0..=max {
                    let mut u = t.clone();
                    u.push(p);
                    next.push(u);
                }
            }
            out = next;
        }
        out
    }

    /// Every tuple of 0 to 4 piles of 0 to 5 stones (1,555 positions, with
    /// zeros and orders included).
    fn small_positions() -> Vec<Vec<u64>> {
        (0..=4).flat_map(|len| all_tuples(len, 5)).collect()
    }

    #[test]
    fn normal_play_matches_the_game_tree() {
        let mut memo = HashMap::new();
        for piles in small_positions() {
            assert_eq!(
                first_player_wins(&piles),
                wins_naive(&piles, false, &mut memo),
                "piles {piles:?}"
            );
        }
    }

    #[test]
    fn misere_play_matches_the_game_tree() {
        let mut memo = HashMap::new();
        for piles in small_positions() {
            assert_eq!(
                first_player_wins_misere(&piles),
                wins_naive(&piles, true, &mut memo),
                "piles {piles:?}"
            );
        }
    }

    #[test]
    fn winning_moves_match_move_enumeration() {
        let mut memo = HashMap::new();
        for piles in small_positions() {
            let mut count = 0;
            for i in 0..piles.len() {
                for q in 0..piles[i] {
                    let mut next = piles.clone();
                    next[i] = q;
                    if !wins_naive(&next, false, &mut memo) {
                        count += 1;
                    }
                }
            }
            assert_eq!(winning_moves(&piles), count, "piles {piles:?}");
        }
    }

    #[test]
    fn boundary_cases() {
        // A single pile of one stone.
        assert!(first_player_wins(&[1]));
        assert!(!first_player_wins_misere(&[1]));
        assert_eq!(winning_moves(&[1]), 1);
        // No stones.
        assert!(!first_player_wins(&[0, 0]));
        assert!(first_player_wins_misere(&[0, 0]));
        assert_eq!(winning_moves(&[0, 0]), 0);
        // Piles near 2*10^9, beyond i32. 2e9 = 2^10 * 5^9 with 5^9 odd, so
        // 2e9 - 1 differs from it in exactly bits 0..=10: the XOR is 2^11 - 1.
        let big = 2_000_000_000u64;
        assert_eq!(nim_sum(&[big, big - 1]), 2047);
        assert!(first_player_wins_misere(&[big, big - 1]));
        assert!(!first_player_wins_misere(&[big, big]));
        assert_eq!(winning_moves(&[big, big - 1]), 1);
        // Sizes near u64::MAX do not overflow.
        assert_eq!(nim_sum(&[u64::MAX, u64::MAX]), 0);
        assert_eq!(winning_moves(&[u64::MAX, 1]), 1);
    }
}

// ---------------------------------------------------------------------------
// Moore's Nim_k and staircase Nim (issue 22). Kept apart from the rest of
// the module, tests included, so that other additions merge cleanly.
// ---------------------------------------------------------------------------

/// Whether the player to move loses Moore's Nim_k: a move takes stones from
/// at least 1 and at most `k` piles (any positive number from each chosen
/// pile, independently); whoever cannot move loses. Nim is `k = 1`.
///
/// Moore (1910): the position is lost iff, for every bit, the number of
/// piles with that bit set is a multiple of `k + 1`. (From such a position a
/// move changes at most `k` piles and changes the highest bit it touches in
/// at least one and at most `k` of them, breaking that count; from any other,
/// [`moore_winning_move`] restores every count.) Moore's Nim_k is not a sum of
/// games, so Grundy values do not enter; this is win/lose only.
///
/// # Panics
/// If `k` is 0 (a move must take from at least one pile).
///
/// # Complexity
/// O(64 * number of piles).
///
/// # Example
/// ```
/// use grundy::nim::moore_lost;
/// // k = 2: 1, 2, 3 has two piles with bit 0 (1, 3) and two with bit 1 (2, 3).
/// assert!(!moore_lost(&[1, 2, 3], 2)); // take 1 from the 2 and 2 from the 3: 1, 1, 1
/// assert!(moore_lost(&[1, 2, 3], 1)); // Nim: 1 ^ 2 ^ 3 = 0
/// assert!(moore_lost(&[5, 5, 5], 2)); // three piles with bits 0 and 2
/// assert!(!moore_lost(&[5, 5], 2)); // take both
/// ```
pub fn moore_lost(piles: &[u64], k: usize) -> bool {
    assert!(
        k >= 1,
        "Moore's Nim_k needs k >= 1 (a move takes from 1 to k piles)"
    );
    let m = k as u128 + 1;
    (0..64).all(|bit| {
        let count = piles.iter().filter(|&&p| p >> bit & 1 == 1).count();
        count as u128 % m == 0
    })
}

/// A winning move of Moore's Nim_k ([`moore_lost`]): the piles it changes as
/// `(pile index, new size)`, by increasing index, between 1 and `k` of them,
/// each new size smaller; `None` when the position is lost.
///
/// Moore's construction, from the highest bit down: keep the set `C` of piles
/// already lowered (their lower bits are then free). At each bit, with `r`
/// the count of unlowered piles having the bit, modulo `k + 1`: if `r = 0`
/// clear the bit in `C`; else if `|C| >= k + 1 - r`, set it in `k + 1 - r`
/// piles of `C`; else add to `C` `r` unlowered piles having the bit, clearing
/// it (so they drop below their old size). `|C|` stays at most `k`, and
/// every count ends a multiple of `k + 1`.
///
/// # Panics
/// If `k` is 0.
///
/// # Complexity
/// O(64 * number of piles).
///
/// # Example
/// ```
/// use grundy::nim::moore_winning_move;
/// // k = 2, piles 1, 2, 3: bit 1 is in 2 piles (the 2 and the 3), r = 2, so
/// // lower both, clearing bit 1 and below; then bit 0 is in the 1 only,
/// // r = 1, and the two lowered piles make up the count. New piles 1, 1, 1.
/// assert_eq!(moore_winning_move(&[1, 2, 3], 2), Some(vec![(1, 1), (2, 1)]));
/// assert_eq!(moore_winning_move(&[5, 5, 5], 2), None);
/// // k = 1 is Nim: 3 ^ 5 = 6, lower the 5 to 3.
/// assert_eq!(moore_winning_move(&[3, 5], 1), Some(vec![(1, 3)]));
/// ```
pub fn moore_winning_move(piles: &[u64], k: usize) -> Option<Vec<(usize, u64)>> {
    if moore_lost(piles, k) {
        return None;
    }
    let mut new = piles.to_vec();
    let mut chosen: Vec<usize> = Vec::new();
    let mut is_chosen = vec![false; piles.len()];
    for bit in (0..64).rev() {
        let has = |i: usize| piles[i] >> bit & 1 == 1;
        let fixed: Vec<usize> = (0..piles.len())
            .filter(|&i| !is_chosen[i] && has(i))
            .collect();
        let r = (fixed.len() as u128 % (k as u128 + 1)) as usize;
        if r == 0 {
            continue; // lowered piles keep the bit cleared
        }
        let need = k - r + 1;
        if chosen.len() >= need {
            for &i in &chosen[..need] {
                new[i] |= 1 << bit;
            }
        } else {
            for &i in &fixed[..r] {
                // Keep the higher bits, clear this one and every lower one.
                new[i] = piles[i] >> bit >> 1 << 1 << bit;
                is_chosen[i] = true;
                chosen.push(i);
            }
        }
    }
    chosen.sort_unstable();
    Some(chosen.into_iter().map(|i| (i, new[i])).collect())
}

/// The Grundy value of staircase Nim: `steps[i]` coins stand on step `i`
/// (step 0 is the floor); a move carries one or more coins from a step
/// `i >= 1` down to step `i - 1`; whoever cannot move (every coin on the
/// floor) loses. The value is the XOR of the odd steps,
/// `steps[1] ^ steps[3] ^ ...`.
///
/// Proof (induction on the position): moves off an odd step lower that Nim
/// pile, so every value below the XOR `S` is reached, as in Nim; and no move
/// keeps `S`, since each one changes exactly one odd step (the one it leaves,
/// or the one it lands on). So the mex of the options is `S`, and a position
/// is lost iff `S = 0`; the even steps are the "reversible" moves. Disguises:
/// pieces on a line moving left without passing each other, where the gaps
/// are the steps.
///
/// # Complexity
/// O(number of steps).
///
/// # Example
/// ```
/// use grundy::nim::staircase_value;
/// // Steps 1 and 3 hold 2 and 3 coins: 2 ^ 3 = 1. The floor and step 2 do
/// // not count.
/// assert_eq!(staircase_value(&[9, 2, 7, 3]), 1);
/// assert_eq!(staircase_value(&[0, 0, 5]), 0); // lost: answer each move from 2
/// assert_eq!(staircase_value(&[]), 0);
/// ```
pub fn staircase_value(steps: &[u64]) -> u64 {
    steps.iter().skip(1).step_by(2).fold(0, |s, &c| s ^ c)
}

/// Every winning move of staircase Nim ([`staircase_value`]) as `(i, c)`:
/// carry `c` coins from step `i` down to step `i - 1`, leaving value 0; by
/// increasing `i`, at most one move per step. Empty iff the value is 0.
///
/// With `S` the value: from an odd step `i`, carry `steps[i] - (S ^ steps[i])`
/// when `S ^ steps[i] < steps[i]` (Nim's move); from an even step `i >= 2`,
/// carry `(S ^ steps[i-1]) - steps[i-1]` when that is positive and at most
/// `steps[i]` (it raises the odd step `i - 1` to `S ^ steps[i-1]`). Every
/// move changes one odd step only, so these are all of them.
///
/// # Complexity
/// O(number of steps).
///
/// # Example
/// ```
/// use grundy::nim::staircase_winning_moves;
/// // S = 2 ^ 3 = 1. Step 1 cannot become S ^ 2 = 3 by losing coins; step 2
/// // carries 1 coin onto step 1 (2 -> 3); step 3 carries 1 down (3 -> 2).
/// assert_eq!(staircase_winning_moves(&[9, 2, 7, 3]), vec![(2, 1), (3, 1)]);
/// assert_eq!(staircase_winning_moves(&[0, 0, 5]), vec![]);
/// ```
pub fn staircase_winning_moves(steps: &[u64]) -> Vec<(usize, u64)> {
    let s = staircase_value(steps);
    let mut out = Vec::new();
    if s == 0 {
        return out;
    }
    for (i, &c) in steps.iter().enumerate().skip(1) {
        if i % 2 == 1 {
            if s ^ c < c {
                out.push((i, c - (s ^ c)));
            }
        } else {
            let below = steps[i - 1];
            if s ^ below > below && (s ^ below) - below <= c {
                out.push((i, (s ^ below) - below));
            }
        }
    }
    out
}

#[cfg(test)]
mod moore_staircase_tests {
    use super::*;
    use std::collections::HashMap;

    /// Every tuple of `len` values in `0..=max`.
    fn tuples(len: usize, max: u64) -> Vec<Vec<u64>> {
        let mut out = vec![vec![]];
        for _ in 0..len {
            out = out
                .iter()
                .flat_map(|t| {
                    (0..=max).map(move |p| {
                        let mut u = t.clone();
                        u.push(p);
                        u
                    })
                })
                .collect();
        }
        out
    }

    /// Whether each position of `len` piles of at most `max` is won in
    /// Moore's Nim_k, from the rule: a move lowers between 1 and `k` piles.
    /// Positions are visited by increasing sum, and a move lowers the sum.
    fn moore_wins_naive(len: usize, max: u64, k: usize) -> HashMap<Vec<u64>, bool> {
        let mut all = tuples(len, max);
        all.sort_by_key(|t| t.iter().sum::<u64>());
        let mut win: HashMap<Vec<u64>, bool> = HashMap::new();
        for p in &all {
            let w = all.iter().any(|q| {
                let lowered = (0..len).filter(|&i| q[i] < p[i]).count();
                let never_raised = (0..len).all(|i| q[i] <= p[i]);
                never_raised && (1..=k).contains(&lowered) && !win[q]
            });
            win.insert(p.clone(), w);
        }
        win
    }

    #[test]
    fn moore_matches_the_game_tree() {
        for len in 0..=4 {
            let max = if len == 4 { 4 } else { 6 };
            for k in 1..=len.max(1) + 1 {
                let win = moore_wins_naive(len, max, k);
                for (p, &w) in &win {
                    let at = format!("piles {p:?}, k = {k}");
                    assert_eq!(moore_lost(p, k), !w, "{at}");
                    match moore_winning_move(p, k) {
                        None => assert!(!w, "{at}: no move from a won position"),
                        Some(mv) => {
                            assert!((1..=k).contains(&mv.len()), "{at}: {mv:?}");
                            let mut q = p.clone();
                            for (j, &(i, size)) in mv.iter().enumerate() {
                                assert!(j == 0 || mv[j - 1].0 < i, "{at}: {mv:?}");
                                assert!(size < p[i], "{at}: {mv:?} does not lower");
                                q[i] = size;
                            }
                            assert!(!win[&q], "{at}: {mv:?} leaves a won position");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn moore_winning_moves_on_huge_piles() {
        use rand::{rngs::StdRng, Rng, SeedableRng};
        let mut rng = StdRng::seed_from_u64(22);
        for _ in 0..3000 {
            let len = rng.random_range(1..=12);
            let k = rng.random_range(1..=5);
            let piles: Vec<u64> = (0..len)
                .map(|_| rng.random::<u64>() >> rng.random_range(0..4))
                .collect();
            let mv = moore_winning_move(&piles, k).expect("random piles are won");
            let mut q = piles.clone();
            for &(i, size) in &mv {
                assert!(size < piles[i], "{piles:?}, k = {k}");
                q[i] = size;
            }
            assert!(
                mv.len() <= k && moore_lost(&q, k),
                "{piles:?}, k = {k}: {mv:?}"
            );
        }
        // k at least the number of piles: lost only with no stones.
        assert!(moore_lost(&[0, 0], usize::MAX));
        assert_eq!(
            moore_winning_move(&[7, 0, u64::MAX], usize::MAX),
            Some(vec![(0, 0), (2, 0)])
        );
    }

    #[test]
    #[should_panic(expected = "needs k >= 1")]
    fn moore_rejects_k_0() {
        moore_lost(&[1], 0);
    }

    /// The Grundy value of a staircase position from the rule (carry 1 or
    /// more coins from step i >= 1 to step i - 1), by mex over every move,
    /// memoised; the recursion depth is at most the sum of coins * step.
    fn staircase_naive(steps: &[u64], memo: &mut HashMap<Vec<u64>, u64>) -> u64 {
        if let Some(&g) = memo.get(steps) {
            return g;
        }
        let mut seen = Vec::new();
        for i in 1..steps.len() {
            for c in 1..=steps[i] {
                let mut next = steps.to_vec();
                next[i] -= c;
                next[i - 1] += c;
                seen.push(staircase_naive(&next, memo));
            }
        }
        let g = (0..).find(|v| !seen.contains(v)).unwrap();
        memo.insert(steps.to_vec(), g);
        g
    }

    #[test]
    fn staircase_matches_the_game_tree() {
        let mut memo = HashMap::new();
        for len in 0..=5 {
            for steps in tuples(len, 3) {
                let g = staircase_naive(&steps, &mut memo);
                assert_eq!(staircase_value(&steps), g, "steps {steps:?}");
                let mut want = Vec::new();
                for i in 1..steps.len() {
                    for c in 1..=steps[i] {
                        let mut next = steps.clone();
                        next[i] -= c;
                        next[i - 1] += c;
                        if staircase_naive(&next, &mut memo) == 0 {
                            want.push((i, c));
                        }
                    }
                }
                assert_eq!(staircase_winning_moves(&steps), want, "steps {steps:?}");
            }
        }
    }

    #[test]
    fn staircase_boundaries() {
        // Only the floor: no move.
        assert_eq!(staircase_value(&[u64::MAX]), 0);
        assert_eq!(staircase_winning_moves(&[u64::MAX]), vec![]);
        // One coin on step 1: carry it down.
        assert_eq!(staircase_winning_moves(&[0, 1]), vec![(1, 1)]);
        // Huge odd steps: S = 2^63 ^ 1; lower step 1 from 2^63 to 1, or step 3
        // from 1 to 2^63 by carrying from step 4 (which holds u64::MAX).
        let big = 1u64 << 63;
        assert_eq!(
            staircase_winning_moves(&[0, big, 0, 1, u64::MAX]),
            vec![(1, big - 1), (4, big - 1)]
        );
    }
}
