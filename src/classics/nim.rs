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
//!
//! Nimber arithmetic is in [`nimber`](crate::classics::nimber), Moore's Nim_k in
//! [`moore`](crate::classics::moore), staircase Nim in [`staircase`](crate::classics::staircase).

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

// Paths kept for solutions written before the nimber, Moore and staircase
// functions had modules of their own (a warning names the new path).

/// Moved to [`nimber::nim_product`](crate::classics::nimber::nim_product).
#[deprecated(note = "moved: use grundy::nimber::nim_product")]
#[doc(hidden)]
pub fn nim_product(a: u64, b: u64) -> u64 {
    crate::classics::nimber::nim_product(a, b)
}

/// Moved to [`nimber::nim_square`](crate::classics::nimber::nim_square).
#[deprecated(note = "moved: use grundy::nimber::nim_square")]
#[doc(hidden)]
pub fn nim_square(a: u64) -> u64 {
    crate::classics::nimber::nim_square(a)
}

/// Moved to [`nimber::nim_pow`](crate::classics::nimber::nim_pow).
#[deprecated(note = "moved: use grundy::nimber::nim_pow")]
#[doc(hidden)]
pub fn nim_pow(a: u64, e: u64) -> u64 {
    crate::classics::nimber::nim_pow(a, e)
}

/// Moved to [`nimber::nim_inverse`](crate::classics::nimber::nim_inverse).
#[deprecated(note = "moved: use grundy::nimber::nim_inverse")]
#[doc(hidden)]
pub fn nim_inverse(a: u64) -> u64 {
    crate::classics::nimber::nim_inverse(a)
}

/// Moved to [`moore::moore_lost`](crate::classics::moore::moore_lost).
#[deprecated(note = "moved: use grundy::moore::moore_lost")]
#[doc(hidden)]
pub fn moore_lost(piles: &[u64], k: usize) -> bool {
    crate::classics::moore::moore_lost(piles, k)
}

/// Moved to [`moore::moore_winning_move`](crate::classics::moore::moore_winning_move).
#[deprecated(note = "moved: use grundy::moore::moore_winning_move")]
#[doc(hidden)]
pub fn moore_winning_move(piles: &[u64], k: usize) -> Option<Vec<(usize, u64)>> {
    crate::classics::moore::moore_winning_move(piles, k)
}

/// Moved to [`staircase::staircase_value`](crate::classics::staircase::staircase_value).
#[deprecated(note = "moved: use grundy::staircase::staircase_value")]
#[doc(hidden)]
pub fn staircase_value(steps: &[u64]) -> u64 {
    crate::classics::staircase::staircase_value(steps)
}

/// Moved to [`staircase::staircase_winning_moves`](crate::classics::staircase::staircase_winning_moves).
#[deprecated(note = "moved: use grundy::staircase::staircase_winning_moves")]
#[doc(hidden)]
pub fn staircase_winning_moves(steps: &[u64]) -> Vec<(usize, u64)> {
    crate::classics::staircase::staircase_winning_moves(steps)
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
