//! Fibonacci Nim (Whinihan 1963): one pile of `n` stones. The first move
//! takes any number of stones but not all of them; after that, a move takes
//! at least one stone and at most twice what the opponent just took. Whoever
//! takes the last stone wins (normal play).
//!
//! Not to be confused with the Fibonacci *subtraction* game
//! ([`subtraction::fibonacci_table`](crate::impartial::subtraction::fibonacci_table),
//! BOJ 16877), where a move takes any Fibonacci number of stones and piles
//! add up by XOR. Fibonacci Nim is one pile whose state is the pair
//! (stones left, the most the mover may take); it is played alone, not
//! summed.
//!
//! # The theorem
//! Write `n` in its Zeckendorf representation: the sum of non-consecutive
//! Fibonacci numbers `1, 2, 3, 5, 8, ...`, which is unique ([`zeckendorf`]),
//! and let `q(n)` be its smallest term. A position with `n >= 1` stones where
//! the mover may take up to `cap` is lost for the mover iff `cap < q(n)`
//! (Whinihan, *Fibonacci Nim*, Fibonacci Quarterly 1(4), 1963, 9-13; also
//! Schwenk, *Take-away games*, Fibonacci Quarterly 8, 1970). The winning move
//! takes `q(n)`: the rest, `n - q(n)`, has a smallest term `q' >= F(i+2) >
//! 2 q(n)` (the terms are non-consecutive), so the opponent's cap `2 q(n)`
//! is below `q'`; and from a lost position every take `t < q(n)` leaves a
//! smallest term `<= 2t`. At the start the cap is `n - 1`, so the first
//! player loses iff `n` is itself a Fibonacci number (then `q(n) = n`).
//!
//! The test compares every function with a search of the (stones, cap)
//! states from the rule for every `n <= 200` and every cap.

/// The Fibonacci numbers `1, 2, 3, 5, 8, ...` (one 1) that fit in `u64`: the
/// terms Zeckendorf representations use.
fn fibonacci_terms() -> Vec<u64> {
    let mut f = vec![1u64, 2];
    loop {
        let len = f.len();
        match f[len - 1].checked_add(f[len - 2]) {
            Some(next) => f.push(next),
            None => return f,
        }
    }
}

/// The Zeckendorf representation of `n`: the non-consecutive Fibonacci
/// numbers (from `1, 2, 3, 5, 8, ...`) that add up to `n`, largest first; it
/// is unique (Zeckendorf's theorem), and empty for `n = 0`.
///
/// # Complexity
/// O(log n) (about 90 Fibonacci numbers below `u64::MAX`); exact on all of
/// `u64`.
///
/// # Example
/// ```
/// use grundy::fibonacci_nim::zeckendorf;
/// assert_eq!(zeckendorf(20), vec![13, 5, 2]);
/// assert_eq!(zeckendorf(21), vec![21]);
/// assert_eq!(zeckendorf(0), Vec::<u64>::new());
/// ```
pub fn zeckendorf(mut n: u64) -> Vec<u64> {
    let mut terms = Vec::new();
    for &f in fibonacci_terms().iter().rev() {
        if f <= n {
            // Greedy: after taking the largest F(i) <= n, n - F(i) < F(i - 1),
            // so the next term is never consecutive.
            terms.push(f);
            n -= f;
        }
    }
    terms
}

/// Whether `n` is a Fibonacci number (`1, 2, 3, 5, 8, ...`; `0` is not).
///
/// # Complexity
/// O(log n).
///
/// # Example
/// ```
/// use grundy::fibonacci_nim::is_fibonacci;
/// assert!(is_fibonacci(1) && is_fibonacci(8) && is_fibonacci(12_200_160_415_121_876_738));
/// assert!(!is_fibonacci(0) && !is_fibonacci(4));
/// ```
pub fn is_fibonacci(n: u64) -> bool {
    fibonacci_terms().contains(&n)
}

/// Whether the first player wins Fibonacci Nim on a pile of `n` stones (the
/// first move takes any but not all): iff `n` is not a Fibonacci number.
/// A pile of 0 or 1 has no first move at all, so it is lost.
///
/// # Complexity
/// O(log n).
///
/// # Example
/// ```
/// use grundy::fibonacci_nim::first_player_wins;
/// assert!(!first_player_wins(2)); // take 1, the opponent takes the last
/// assert!(first_player_wins(4)); // take 1: from 3 with cap 2, the opponent loses
/// assert!(!first_player_wins(13));
/// assert!(!first_player_wins(1)); // no legal first move
/// ```
pub fn first_player_wins(n: u64) -> bool {
    n >= 2 && !is_fibonacci(n)
}

/// The winning take from a position of `n` stones where the mover may take
/// at most `cap` (twice the opponent's last take; `n - 1` on the first move):
/// the smallest term of the Zeckendorf representation of `n`, if it is at
/// most `cap`; otherwise the position is lost and there is `None`. Other
/// winning takes may exist; this one always works, and after it the
/// opponent is again in a lost position, so calling this on every turn wins.
///
/// # Complexity
/// O(log n).
///
/// # Example
/// ```
/// use grundy::fibonacci_nim::winning_take;
/// // 20 = 13 + 5 + 2: take 2 (first move, cap 19), leaving 18 = 13 + 5
/// // with the opponent's cap 4 < 5.
/// assert_eq!(winning_take(20, 19), Some(2));
/// assert_eq!(winning_take(18, 4), None); // lost: 4 < 5
/// assert_eq!(winning_take(5, 4), None); // a Fibonacci pile at the start
/// assert_eq!(winning_take(5, 10), Some(5)); // later, with a cap >= 5: take all
/// assert_eq!(winning_take(0, 3), None); // nothing to take
/// ```
pub fn winning_take(n: u64, cap: u64) -> Option<u64> {
    let q = *zeckendorf(n).last()?;
    if q <= cap {
        Some(q)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `win[n][c]` for every `n <= max` and cap `c <= n`, from the rule: take
    /// `t` with `1 <= t <= min(c, n)`; taking the last stone wins, and
    /// otherwise the opponent plays `(n - t, min(2t, n - t))` (a cap above
    /// the pile is the same as the pile). Filled in increasing `n`.
    fn wins_naive(max: usize) -> Vec<Vec<bool>> {
        let mut win: Vec<Vec<bool>> = Vec::with_capacity(max + 1);
        for n in 0..=max {
            let row = (0..=n)
                .map(|c| (1..=c.min(n)).any(|t| t == n || !win[n - t][(2 * t).min(n - t)]))
                .collect();
            win.push(row);
        }
        win
    }

    #[test]
    fn matches_the_search_of_every_state_to_200() {
        let win = wins_naive(200);
        for (n, row) in win.iter().enumerate() {
            let n64 = n as u64;
            for (c, &w) in row.iter().enumerate() {
                let take = winning_take(n64, c as u64);
                assert_eq!(take.is_some(), w, "n {n}, cap {c}");
                if let Some(t) = take {
                    let t = t as usize;
                    assert!(
                        t >= 1 && t <= c && t <= n,
                        "n {n}, cap {c}: take {t} is not a move"
                    );
                    assert!(
                        t == n || !win[n - t][(2 * t).min(n - t)],
                        "n {n}, cap {c}: take {t} loses"
                    );
                }
            }
            let first = n >= 2 && win[n][n - 1];
            assert_eq!(first_player_wins(n64), first, "n {n}");
        }
        // The lost first moves up to 200 are the Fibonacci numbers (and 0, 1).
        let lost: Vec<usize> = (2..=200).filter(|&n| !win[n][n - 1]).collect();
        assert_eq!(lost, vec![2, 3, 5, 8, 13, 21, 34, 55, 89, 144]);
    }

    #[test]
    fn zeckendorf_sums_back_without_consecutive_terms() {
        let f = fibonacci_terms();
        assert_eq!(f.len(), 92, "F(2) = 1, F(3) = 2, ..., F(93) < 2^64");
        let mut samples: Vec<u64> = (0..2000).collect();
        samples.extend([
            u64::MAX,
            u64::MAX - 1,
            1_000_000_000_000_000_000,
            f[90],
            f[90] - 1,
        ]);
        for n in samples {
            let z = zeckendorf(n);
            assert_eq!(z.iter().sum::<u64>(), n, "n {n}");
            for pair in z.windows(2) {
                let i = f.iter().position(|&x| x == pair[0]).unwrap();
                let j = f.iter().position(|&x| x == pair[1]).unwrap();
                assert!(i >= j + 2, "n {n}: {z:?} has consecutive terms");
            }
        }
        // 10^18 is no Fibonacci number, so the first player wins.
        assert!(first_player_wins(1_000_000_000_000_000_000));
        assert!(!first_player_wins(f[85]));
    }
}
