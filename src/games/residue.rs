//! Subtraction games with an infinite move set, the powers of a base (BOJ
//! 9661: take 4^x stones), proven by residues.
//!
//! No table reaches a pile of 10^12, and the repeated-window argument of the
//! toolkit ([`period`](crate::impartial::period), `Theorem::RepeatedWindow`) needs a
//! largest move, which an infinite set lacks. But `4^x` is 1 or 4 mod 5, so
//! a claim "pile `n` is lost iff `n mod 5` is in a set" can be proven by an
//! induction on `n` whose every step is a finite check over residues: a
//! [`ResidueProof`]. (For piles up to 10^12 the moves that matter are finite,
//! 4^0 to 4^19, but a window of 4^19 outcomes is no help either.)

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
/// use grundy::games::residue::{ResidueProof, POWERS_OF_FOUR};
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
/// use grundy::games::residue::POWERS_OF_FOUR;
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
    /// use grundy::games::residue::POWERS_OF_FOUR;
    /// assert!(POWERS_OF_FOUR.check().is_ok());
    /// ```
    pub fn check(&self) -> Result<(), String> {
        let m = self.modulus;
        if self.base < 2 || m == 0 || self.losing.iter().any(|&r| r >= m) {
            return Err("needs base >= 2, modulus >= 1, residues below the modulus".to_string());
        }
        let is_losing = |r: u64| self.losing.contains(&r);
        // r - t mod m and r * t mod m in u128: a modulus past 2^63 would
        // overflow u64 (and wrap to a wrong residue in a release build).
        let sub_mod = |r: u64, t: u64| {
            ((u128::from(r) + u128::from(m) - u128::from(t % m)) % u128::from(m)) as u64
        };
        let mul_mod = |r: u64, t: u64| (u128::from(r) * u128::from(t) % u128::from(m)) as u64;
        // 1. The residues of 1, base, base^2, ...: the orbit of 1 mod m.
        let mut residues = Vec::new();
        let mut r = 1 % m;
        while !residues.contains(&r) {
            residues.push(r);
            r = mul_mod(r, self.base);
        }
        // 2. The empty pile.
        if !is_losing(0) {
            return Err("the empty pile (residue 0) must be losing".to_string());
        }
        for r in 0..m {
            if is_losing(r) {
                // 3. Every move from a losing residue leaves a non-losing one.
                if let Some(&t) = residues.iter().find(|&&t| is_losing(sub_mod(r, t))) {
                    return Err(format!(
                        "a power = {} mod {} takes losing residue {} to losing residue {}",
                        t,
                        m,
                        r,
                        sub_mod(r, t)
                    ));
                }
            } else {
                // 4. Some power open at every pile with residue r wins.
                let smallest = if r == 0 { m } else { r };
                let mut s = 1u64;
                let mut found = false;
                while s <= smallest {
                    if is_losing(sub_mod(r, s)) {
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
    /// # Panics
    /// `"a residue proof needs a modulus of at least 1"` if `modulus == 0`
    /// (which [`check`](ResidueProof::check) rejects).
    ///
    /// # Complexity
    /// O(|losing|).
    ///
    /// # Example
    /// ```
    /// use grundy::games::residue::POWERS_OF_FOUR;
    /// // BOJ 9661: 1 (take it), 3 (take 1, leave 2), 4 win; 2 and 5 lose.
    /// let wins: Vec<bool> = (1..=5).map(|n| POWERS_OF_FOUR.first_player_wins(n)).collect();
    /// assert_eq!(wins, [true, false, true, true, false]);
    /// assert!(!POWERS_OF_FOUR.first_player_wins(1_000_000_000_000));
    /// ```
    pub fn first_player_wins(&self, n: u64) -> bool {
        assert!(
            self.modulus > 0,
            "a residue proof needs a modulus of at least 1"
        );
        !self.losing.contains(&(n % self.modulus))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::stones::tests::wins_naive;

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
