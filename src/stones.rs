//! Take-away games on one pile, as in the 돌 게임 (stone game) series of
//! BOJ (9655 to 9662) and the marble game (BOJ 2600): a move removes `s`
//! stones for some `s` in a move set (only if at least `s` remain).
//!
//! Under *normal* play whoever takes the last stone wins (whoever cannot move
//! loses); under *misère* play whoever takes the last stone loses. A misère
//! game is not "the normal game with the answer flipped", and misère sums are
//! not decided by XORs of Grundy values (see the toolkit's
//! [`heap`](crate::heap)), so misère piles are decided by a win/lose table.
//!
//! Where a pile can be far larger than any table (10^12), the answer comes
//! from a period that is *proven*, never from one merely observed:
//! - a finite move set: the win/lose outcome of a pile is a fixed function of
//!   the outcomes of the `max(moves)` piles below it, so a repeated window of
//!   that many outcomes repeats forever (the toolkit's
//!   [`subtraction_outcome_period`], `Theorem::RepeatedWindow`);
//! - the infinite move set of the powers of a base: a [`ResidueProof`], an
//!   induction on the pile whose every step is a finite check mod a modulus.

use crate::heap::{outcomes, Play};
use crate::period::subtraction_outcome_period;
use crate::subtraction::subtraction_table;

/// Whether the player to move wins a pile of `n` under misère play (taking
/// the last stone loses) with move set `moves`, by the win/lose table up to `n`.
///
/// Zero and repeated moves are ignored.
///
/// # Complexity
/// O(n * |moves|) time, O(n) memory.
///
/// # Example
/// ```
/// use grundy::stones::misere_first_player_wins;
/// // Take 1 or 3 (BOJ 9656): 1 stone must be taken, a loss; from 2, take 1.
/// assert!(!misere_first_player_wins(&[1, 3], 1));
/// assert!(misere_first_player_wins(&[1, 3], 2));
/// ```
pub fn misere_first_player_wins(moves: &[usize], n: usize) -> bool {
    let win = outcomes(n + 1, Play::Misere, |k, push| {
        for &s in moves {
            if s >= 1 && s <= k {
                push(&[k - s]);
            }
        }
    });
    win[n]
}

/// Whether the player to move wins a pile of `n` under normal play with the
/// finite move set `moves`, from the proven period of the outcomes: no table
/// reaches `n`.
///
/// # Complexity
/// O(L * |moves|) for the L outcomes the proof needs (about
/// `2 * (pre-period + period + max(moves))`), whatever `n`.
///
/// # Example
/// ```
/// use grundy::stones::first_player_wins_by_period;
/// // Take 1, 3 or 4 (BOJ 9660): lost exactly at n = 0, 2 (mod 7).
/// assert!(!first_player_wins_by_period(&[1, 3, 4], 1_000_000_000_000 - 1));
/// assert!(first_player_wins_by_period(&[1, 3, 4], 1_000_000_000_000));
/// ```
pub fn first_player_wins_by_period(moves: &[usize], n: u64) -> bool {
    let (win, period) = subtraction_outcome_period(moves, Play::Normal);
    debug_assert!(period.is_proven());
    period.get(&win, n)
}

/// How many piles `n` in `1..=m` are lost for the player to move (won by the
/// second player) under normal play with the finite move set `moves`, counted
/// from the proven period of the outcomes (BOJ 9662). The empty pile `n = 0`
/// is not counted.
///
/// # Complexity
/// O(L * |moves|) for the L outcomes the proof needs, whatever `m`.
///
/// # Example
/// ```
/// use grundy::stones::second_player_wins_up_to;
/// // Take 1 or 3: lost exactly at even n; 2, 4, ..., 10^9.
/// assert_eq!(second_player_wins_up_to(&[1, 3], 1_000_000_000), 500_000_000);
/// // Take 1, 3 or 4: lost at n = 0, 2 (mod 7); in 1..=10: 2, 7, 9.
/// assert_eq!(second_player_wins_up_to(&[1, 3, 4], 10), 3);
/// ```
pub fn second_player_wins_up_to(moves: &[usize], m: u64) -> u64 {
    let (win, period) = subtraction_outcome_period(moves, Play::Normal);
    debug_assert!(period.is_proven());
    period.count_where(&win, 1, m, |w| !w)
}

/// For each game of two piles `(k1, k2)` of the subtraction game with move
/// set `moves` (a move takes from one pile), whether the player to move wins:
/// iff the XOR of the piles' Grundy values is nonzero (BOJ 2600, the marble
/// game). One table, up to the largest pile.
///
/// # Panics
/// As [`subtraction_table`] (more than 255 distinct moves).
///
/// # Complexity
/// O(max pile * |moves| + number of games).
///
/// # Example
/// ```
/// use grundy::stones::first_player_wins_sums;
/// // Take 1, 2 or 3: g(n) = n mod 4. (4, 4) is 0 xor 0; (1, 2) is 1 xor 2.
/// assert_eq!(first_player_wins_sums(&[1, 2, 3], &[(4, 4), (1, 2), (5, 1)]), [false, true, false]);
/// ```
pub fn first_player_wins_sums(moves: &[usize], games: &[(usize, usize)]) -> Vec<bool> {
    let max = games.iter().map(|&(a, b)| a.max(b)).max().unwrap_or(0);
    let g = subtraction_table(moves, max);
    games.iter().map(|&(a, b)| g[a] != g[b]).collect()
}

/// A proof that in the subtraction game whose moves are the powers
/// `1, base, base^2, ...` (an infinite set) a pile of `n` is lost for the
/// player to move (normal play) exactly when `n mod modulus` is one of
/// `losing`.
///
/// [`check`](ResidueProof::check) verifies, by finite computation, the steps
/// of an induction on `n`:
/// 1. the residues of all the powers mod `modulus` are the orbit of 1 under
///    multiplication by `base`, computed until it repeats (so it covers every
///    power, not only those tried);
/// 2. `0` is losing (the empty pile has no move);
/// 3. from a losing residue, every power's residue leads to a residue that is
///    not losing;
/// 4. from every other residue `r`, some power `s` leads to a losing residue,
///    and `s` is no larger than the smallest positive pile with residue `r`
///    (`r`, or `modulus` for `r = 0`), so the move is open at every such pile.
///
/// Then, by induction on `n`, every move from a pile with a losing residue
/// reaches a won pile and every other pile has a move to a lost one.
///
/// # Example
/// ```
/// use grundy::stones::{ResidueProof, POWERS_OF_FOUR};
/// assert_eq!(POWERS_OF_FOUR.check(), Ok(()));
/// // Take a power of 2: 2^x is 1 or 2 mod 3, and the lost piles are 0 mod 3.
/// let two = ResidueProof { base: 2, modulus: 3, losing: &[0] };
/// assert_eq!(two.check(), Ok(()));
/// assert!(ResidueProof { base: 4, modulus: 5, losing: &[0] }.check().is_err());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ResidueProof {
    /// The moves are `base^x` for `x >= 0`; `base >= 2`.
    pub base: u64,
    /// The modulus of the residues; at least 1.
    pub modulus: u64,
    /// The residues of the lost piles, each below `modulus`.
    pub losing: &'static [u64],
}

/// BOJ 9661: the moves are the powers of 4, and the lost piles are those
/// with `n mod 5` in `{0, 2}` (`4^x` is 1 or 4 mod 5).
///
/// # Example
/// ```
/// use grundy::stones::POWERS_OF_FOUR;
/// // Proven for every pile: from 0 or 2 mod 5, taking 1 or 4 mod 5 reaches
/// // 4, 1, 1 or 3; from 1 and 3 take 1, from 4 take 4.
/// assert_eq!(POWERS_OF_FOUR.check(), Ok(()));
/// assert!(!POWERS_OF_FOUR.first_player_wins(7)); // 7 -> 6 (take 1) or 3 (take 4): both won
/// ```
pub const POWERS_OF_FOUR: ResidueProof = ResidueProof {
    base: 4,
    modulus: 5,
    losing: &[0, 2],
};

impl ResidueProof {
    /// Checks the four steps listed on [`ResidueProof`]; `Err` names the
    /// first that fails.
    ///
    /// # Complexity
    /// O(modulus^2 + modulus * log_base(modulus)).
    ///
    /// # Example
    /// ```
    /// use grundy::stones::POWERS_OF_FOUR;
    /// assert!(POWERS_OF_FOUR.check().is_ok());
    /// ```
    pub fn check(&self) -> Result<(), String> {
        let m = self.modulus;
        if self.base < 2 || m == 0 || self.losing.iter().any(|&r| r >= m) {
            return Err("needs base >= 2, modulus >= 1, residues below the modulus".to_string());
        }
        let is_losing = |r: u64| self.losing.contains(&r);
        // 1. The residues of 1, base, base^2, ...: the orbit of 1 mod m.
        let mut residues = Vec::new();
        let mut r = 1 % m;
        while !residues.contains(&r) {
            residues.push(r);
            r = r * (self.base % m) % m;
        }
        // 2. The empty pile.
        if !is_losing(0) {
            return Err("the empty pile (residue 0) must be losing".to_string());
        }
        for r in 0..m {
            if is_losing(r) {
                // 3. Every move from a losing residue leaves a non-losing one.
                if let Some(&t) = residues.iter().find(|&&t| is_losing((r + m - t) % m)) {
                    return Err(format!(
                        "a power = {} mod {} takes losing residue {} to losing residue {}",
                        t,
                        m,
                        r,
                        (r + m - t) % m
                    ));
                }
            } else {
                // 4. Some power open at every pile with residue r wins.
                let smallest = if r == 0 { m } else { r };
                let mut s = 1u64;
                let mut found = false;
                while s <= smallest {
                    if is_losing((r + m - s % m) % m) {
                        found = true;
                        break;
                    }
                    s = match s.checked_mul(self.base) {
                        Some(next) => next,
                        None => break,
                    };
                }
                if !found {
                    return Err(format!(
                        "no power up to {} takes residue {} to a losing residue",
                        smallest, r
                    ));
                }
            }
        }
        Ok(())
    }

    /// Whether the player to move wins a pile of `n`: iff `n mod modulus` is
    /// not losing. Meaningful once [`check`](ResidueProof::check) passed.
    ///
    /// # Complexity
    /// O(|losing|).
    ///
    /// # Example
    /// ```
    /// use grundy::stones::POWERS_OF_FOUR;
    /// // BOJ 9661: 1 (take it), 3 (take 1, leave 2), 4 win; 2 and 5 lose.
    /// let wins: Vec<bool> = (1..=5).map(|n| POWERS_OF_FOUR.first_player_wins(n)).collect();
    /// assert_eq!(wins, [true, false, true, true, false]);
    /// assert!(!POWERS_OF_FOUR.first_player_wins(1_000_000_000_000));
    /// ```
    pub fn first_player_wins(&self, n: u64) -> bool {
        !self.losing.contains(&(n % self.modulus))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `win[n]` by the rule: the mover wins iff some move leaves a lost pile;
    /// a pile with no move (the empty one, at least) is lost under normal
    /// play and won under misère play (the opponent made the last move).
    fn wins_naive(moves: &[usize], max: usize, misere: bool) -> Vec<bool> {
        let mut win = vec![false; max + 1];
        for n in 0..=max {
            let options: Vec<usize> = moves
                .iter()
                .filter(|&&s| s >= 1 && s <= n)
                .map(|&s| n - s)
                .collect();
            win[n] = if options.is_empty() {
                misere
            } else {
                options.iter().any(|&o| !win[o])
            };
        }
        win
    }

    /// Every move set of 1 to 4 moves from 1..=7, and every n up to 300.
    fn small_move_sets() -> Vec<Vec<usize>> {
        (1u32..1 << 7)
            .filter(|mask| mask.count_ones() <= 4)
            .map(|mask| (1..=7).filter(|s| mask >> (s - 1) & 1 == 1).collect())
            .collect()
    }

    #[test]
    fn misere_matches_the_rule() {
        for moves in small_move_sets() {
            let win = wins_naive(&moves, 120, true);
            for (n, &w) in win.iter().enumerate() {
                assert_eq!(misere_first_player_wins(&moves, n), w, "{moves:?}, n {n}");
            }
        }
    }

    #[test]
    fn the_period_matches_the_rule_far_out() {
        for moves in small_move_sets() {
            let win = wins_naive(&moves, 3000, false);
            for n in (0..=3000).step_by(7) {
                assert_eq!(
                    first_player_wins_by_period(&moves, n as u64),
                    win[n],
                    "{moves:?}, n {n}"
                );
            }
            for m in [1usize, 2, 10, 99, 1000, 2999, 3000] {
                let want = (1..=m).filter(|&n| !win[n]).count() as u64;
                assert_eq!(
                    second_player_wins_up_to(&moves, m as u64),
                    want,
                    "{moves:?}, M {m}"
                );
            }
        }
    }

    #[test]
    fn sums_match_a_two_pile_search() {
        let moves = [2, 3, 7];
        // win[a][b] of the two-pile game itself, by the rule.
        let max = 40;
        let mut win = vec![vec![false; max + 1]; max + 1];
        for a in 0..=max {
            for b in 0..=max {
                win[a][b] = moves
                    .iter()
                    .any(|&s| (s <= a && !win[a - s][b]) || (s <= b && !win[a][b - s]));
            }
        }
        let games: Vec<(usize, usize)> = (0..=max)
            .flat_map(|a| (0..=max).map(move |b| (a, b)))
            .collect();
        let fast = first_player_wins_sums(&moves, &games);
        for (&(a, b), &w) in games.iter().zip(&fast) {
            assert_eq!(w, win[a][b], "piles ({a}, {b})");
        }
        assert!(first_player_wins_sums(&moves, &[]).is_empty());
    }

    #[test]
    fn powers_of_four_proof_holds_and_matches_the_rule() {
        assert_eq!(POWERS_OF_FOUR.check(), Ok(()));
        let max = 5000;
        let powers: Vec<usize> = (0..7).map(|x| 4usize.pow(x)).collect();
        let win = wins_naive(&powers, max, false);
        for (n, &w) in win.iter().enumerate() {
            assert_eq!(POWERS_OF_FOUR.first_player_wins(n as u64), w, "n {n}");
        }
    }

    #[test]
    fn residue_proofs_of_other_bases_match_the_rule_or_fail() {
        // Every (base, modulus, losing set) with small numbers: each proof that
        // checks must agree with the rule on every pile up to 2000.
        let mut proven = 0;
        for base in 2..=6u64 {
            let powers: Vec<usize> = (0..)
                .map(|x| base.pow(x) as usize)
                .take_while(|&s| s <= 2000)
                .collect();
            let win = wins_naive(&powers, 2000, false);
            for m in 1..=8u64 {
                for mask in 0u32..1 << m {
                    let losing: Vec<u64> = (0..m).filter(|r| mask >> r & 1 == 1).collect();
                    let proof = ResidueProof {
                        base,
                        modulus: m,
                        losing: Box::leak(losing.into_boxed_slice()),
                    };
                    if proof.check().is_ok() {
                        proven += 1;
                        for (n, &w) in win.iter().enumerate() {
                            assert_eq!(proof.first_player_wins(n as u64), w, "{proof:?}, n {n}");
                        }
                    }
                }
            }
        }
        assert!(proven >= 5, "{proven} proofs");
    }

    #[test]
    fn false_claims_are_refused() {
        let claim = |losing| ResidueProof {
            base: 4,
            modulus: 5,
            losing,
        };
        assert!(claim(&[0]).check().unwrap_err().contains("residue 2"));
        assert!(claim(&[2]).check().unwrap_err().contains("empty pile"));
        assert!(claim(&[0, 1])
            .check()
            .unwrap_err()
            .contains("losing residue 1"));
        let bad = ResidueProof {
            base: 1,
            modulus: 5,
            losing: &[0],
        };
        assert!(bad.check().is_err());
    }
}
