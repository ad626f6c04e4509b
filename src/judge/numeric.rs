//! Exact integer roots on `u64` and `u128`, for Rust 1.63 (whose `isqrt`
//! came in 1.84, and which has no `iroot` at all): the floor forms
//! [`isqrt`], [`iroot`] and the ceiling forms [`ceil_isqrt`], [`ceil_iroot`]
//! on `u128`, and the same on `u64` ([`isqrt_u64`], [`iroot_u64`],
//! [`ceil_isqrt_u64`], [`ceil_iroot_u64`]).
//!
//! `floor(a^(1/k))` is the largest `r` with `r^k <= a`; `ceil(a^(1/k))` the
//! least `r` with `r^k >= a`. No floating point: a 64-bit float holds 53
//! bits, so `(a as f64).sqrt() as u64` is wrong for many `a` near 10^18
//! (for `a = (10^9 + 1)^2 - 1` it gives `10^9 + 1`). Closed forms that
//! need a root (Wythoff's pairs, "the k-th square-free", "heaps of
//! `n^(1/3)`") call these.
//!
//! ```
//! use grundy::numeric::{ceil_iroot, iroot, isqrt_u64};
//! assert_eq!(isqrt_u64(999_999_999_999_999_999), 999_999_999);
//! assert_eq!(iroot(1_000_000_000_000_000_000, 3), 1_000_000);
//! assert_eq!(ceil_iroot(1_000_000_000_000_000_001, 3), 1_000_001);
//! ```

/// The integer square root: the largest `r` with `r * r <= n`.
///
/// Newton's iteration `x -> (x + n / x) / 2` from a power of two at least
/// `sqrt(n)` decreases strictly until it reaches `floor(sqrt(n))`, then
/// stops decreasing.
///
/// # Complexity
/// O(log log n) Newton steps of one `u128` division each (at most 7 for
/// 128-bit `n` in a simulation of 200,000 random sizes).
///
/// # Example
/// ```
/// use grundy::numeric::isqrt;
/// assert_eq!(isqrt(0), 0);
/// assert_eq!(isqrt(24), 4); // 4 * 4 = 16 <= 24 < 25
/// assert_eq!(isqrt(25), 5);
/// // (2^64 - 1)^2 = 2^128 - 2^65 + 1 <= u128::MAX < (2^64)^2.
/// assert_eq!(isqrt(u128::MAX), u64::MAX as u128);
/// ```
pub fn isqrt(n: u128) -> u128 {
    if n < 2 {
        return n;
    }
    // 2^ceil(bits / 2) >= sqrt(n), and it is at most 2^64, so x + n / x
    // below cannot overflow (both terms are below 2^65 .. 2^127).
    let bits = 128 - n.leading_zeros();
    let mut x: u128 = 1 << ((bits + 1) / 2);
    loop {
        let y = (x + n / x) / 2;
        if y >= x {
            return x;
        }
        x = y;
    }
}

/// The integer square root of a `u64`: the largest `r` with `r * r <= n`.
///
/// # Example
/// ```
/// use grundy::numeric::isqrt_u64;
/// assert_eq!(isqrt_u64(15), 3);
/// assert_eq!(isqrt_u64(16), 4);
/// assert_eq!(isqrt_u64(u64::MAX), 4_294_967_295); // 2^32 - 1
/// ```
pub fn isqrt_u64(n: u64) -> u64 {
    isqrt(u128::from(n)) as u64
}

/// The ceiling square root: the least `r` with `r * r >= n`.
///
/// # Example
/// ```
/// use grundy::numeric::ceil_isqrt;
/// assert_eq!(ceil_isqrt(0), 0);
/// assert_eq!(ceil_isqrt(24), 5);
/// assert_eq!(ceil_isqrt(25), 5);
/// assert_eq!(ceil_isqrt(26), 6);
/// // u128::MAX is not a square, and (2^64)^2 = 2^128 is above it.
/// assert_eq!(ceil_isqrt(u128::MAX), 1 << 64);
/// ```
pub fn ceil_isqrt(n: u128) -> u128 {
    let r = isqrt(n);
    if r * r == n {
        r
    } else {
        r + 1
    }
}

/// The ceiling square root of a `u64`: the least `r` with `r * r >= n`.
///
/// # Example
/// ```
/// use grundy::numeric::ceil_isqrt_u64;
/// assert_eq!(ceil_isqrt_u64(17), 5);
/// assert_eq!(ceil_isqrt_u64(u64::MAX), 1 << 32);
/// ```
pub fn ceil_isqrt_u64(n: u64) -> u64 {
    ceil_isqrt(u128::from(n)) as u64
}

/// Whether `r^k <= a` (false when `r^k` overflows).
fn pow_at_most(r: u128, k: u32, a: u128) -> bool {
    match r.checked_pow(k) {
        Some(p) => p <= a,
        None => false,
    }
}

/// The integer `k`-th root: the largest `r` with `r^k <= a`.
///
/// # Panics
/// If `k == 0`.
///
/// # Complexity
/// Newton's [`isqrt`] for `k = 2`; otherwise the root is built bit by
/// bit from the top, one checked `k`-th power per bit: at most `128 / k + 1`
/// bits, O(log k) multiplications each.
///
/// # Example
/// ```
/// use grundy::numeric::iroot;
/// assert_eq!(iroot(26, 3), 2); // 8 <= 26 < 27
/// assert_eq!(iroot(27, 3), 3);
/// assert_eq!(iroot(7, 1), 7);
/// assert_eq!(iroot(1 << 100, 100), 2);
/// assert_eq!(iroot(u128::MAX, 127), 2); // 2^127 <= u128::MAX < 3^127
/// assert_eq!(iroot(u128::MAX, 128), 1);
/// assert_eq!(iroot(100, u32::MAX), 1);
/// ```
pub fn iroot(a: u128, k: u32) -> u128 {
    assert!(k > 0, "iroot: the 0-th root is not defined");
    if k == 1 || a < 2 {
        return a;
    }
    if k == 2 {
        return isqrt(a);
    }
    // r < 2^ceil(bits / k), since 2^(bits - 1) <= a. The ceiling as
    // `(bits - 1) / k + 1` (bits >= 2 here): `bits + k - 1` overflows for
    // k >= 2^32 - 127.
    let bits = 128 - a.leading_zeros();
    let top = (bits - 1) / k + 1;
    let mut r: u128 = 0;
    for b in (0..top).rev() {
        let t = r | 1 << b;
        if pow_at_most(t, k, a) {
            r = t;
        }
    }
    r
}

/// The integer `k`-th root of a `u64`: the largest `r` with `r^k <= a`.
///
/// # Panics
/// If `k == 0`.
///
/// # Example
/// ```
/// use grundy::numeric::iroot_u64;
/// assert_eq!(iroot_u64(1_000_000_000_000_000_000, 3), 1_000_000);
/// assert_eq!(iroot_u64(999_999_999_999_999_999, 3), 999_999);
/// assert_eq!(iroot_u64(u64::MAX, 64), 1);
/// assert_eq!(iroot_u64(u64::MAX, 63), 2);
/// ```
pub fn iroot_u64(a: u64, k: u32) -> u64 {
    iroot(u128::from(a), k) as u64
}

/// The ceiling `k`-th root: the least `r` with `r^k >= a`.
///
/// # Panics
/// If `k == 0`.
///
/// # Example
/// ```
/// use grundy::numeric::ceil_iroot;
/// assert_eq!(ceil_iroot(27, 3), 3);
/// assert_eq!(ceil_iroot(28, 3), 4);
/// assert_eq!(ceil_iroot(0, 5), 0);
/// assert_eq!(ceil_iroot(u128::MAX, 2), 1 << 64);
/// assert_eq!(ceil_iroot(u128::MAX, 128), 2);
/// assert_eq!(ceil_iroot(100, u32::MAX), 2);
/// ```
pub fn ceil_iroot(a: u128, k: u32) -> u128 {
    let r = iroot(a, k);
    // r^k <= a, so the power does not overflow.
    if r.pow(k) == a {
        r
    } else {
        r + 1
    }
}

/// The ceiling `k`-th root of a `u64`: the least `r` with `r^k >= a`.
///
/// # Panics
/// If `k == 0`.
///
/// # Example
/// ```
/// use grundy::numeric::ceil_iroot_u64;
/// assert_eq!(ceil_iroot_u64(1_000_000_000_000_000_001, 3), 1_000_001);
/// assert_eq!(ceil_iroot_u64(u64::MAX, 64), 2);
/// ```
pub fn ceil_iroot_u64(a: u64, k: u32) -> u64 {
    ceil_iroot(u128::from(a), k) as u64
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{rngs::StdRng, Rng, SeedableRng};

    /// Whether `r^k <= a`, by repeated checked multiplication (no
    /// `checked_pow`, independent of the code under test).
    fn pow_le(r: u128, k: u32, a: u128) -> bool {
        let mut p: u128 = 1;
        for _ in 0..k {
            match p.checked_mul(r) {
                Some(q) if q <= a => p = q,
                _ => return false,
            }
        }
        p <= a
    }

    /// The definition of the floor root, checked at `a`.
    fn check_floor(a: u128, k: u32) {
        let r = iroot(a, k);
        assert!(pow_le(r, k, a), "iroot({a}, {k}) = {r}: r^k > a");
        if let Some(r1) = r.checked_add(1) {
            assert!(!pow_le(r1, k, a), "iroot({a}, {k}) = {r}: (r + 1)^k <= a");
        }
        let c = ceil_iroot(a, k);
        let exact = r.checked_pow(k) == Some(a);
        assert_eq!(c, if exact { r } else { r + 1 }, "ceil_iroot({a}, {k})");
        if k == 2 {
            assert_eq!(isqrt(a), r, "isqrt({a})");
            assert_eq!(ceil_isqrt(a), c, "ceil_isqrt({a})");
        }
        if let Ok(a64) = u64::try_from(a) {
            assert_eq!(u128::from(iroot_u64(a64, k)), r, "iroot_u64({a}, {k})");
            assert_eq!(
                u128::from(ceil_iroot_u64(a64, k)),
                c,
                "ceil_iroot_u64({a}, {k})"
            );
            if k == 2 {
                assert_eq!(u128::from(isqrt_u64(a64)), r, "isqrt_u64({a})");
                assert_eq!(u128::from(ceil_isqrt_u64(a64)), c, "ceil_isqrt_u64({a})");
            }
        }
    }

    #[test]
    fn small_roots_by_a_walking_loop() {
        // Every a below 5000 and k up to 12: r walks up as a grows.
        for k in 1..=12u32 {
            let mut r = 0u128;
            for a in 0..5000u128 {
                while (r + 1).pow(k) <= a {
                    r += 1;
                }
                assert_eq!(iroot(a, k), r, "a = {a}, k = {k}");
                let c = if r.pow(k) == a { r } else { r + 1 };
                assert_eq!(ceil_iroot(a, k), c, "a = {a}, k = {k}");
            }
        }
    }

    #[test]
    fn around_every_perfect_power() {
        // r^k - 1, r^k, r^k + 1 for every k and the r whose power fits
        // (all r for k >= 4, sampled r for k = 2, 3 where there are too many).
        let mut rng = StdRng::seed_from_u64(11);
        for k in 2..=130u32 {
            let max_r = iroot(u128::MAX, k);
            let rs: Vec<u128> = if max_r <= 3000 {
                (0..=max_r).collect()
            } else {
                (0..3000)
                    .map(|_| rng.random_range(0..=max_r))
                    .chain([max_r, max_r - 1, 2, 3, u128::from(u64::MAX), (1 << 32) + 1])
                    .filter(|&r| r <= max_r)
                    .collect()
            };
            for r in rs {
                let p = r.pow(k);
                check_floor(p, k);
                if p > 0 {
                    check_floor(p - 1, k);
                }
                check_floor(p.saturating_add(1), k);
            }
        }
    }

    #[test]
    fn extremes_and_random() {
        let mut rng = StdRng::seed_from_u64(12);
        for k in 1..=130u32 {
            for a in [
                0,
                1,
                2,
                u128::from(u64::MAX),
                u128::from(u64::MAX) + 1,
                u128::MAX,
                u128::MAX - 1,
            ] {
                check_floor(a, k);
            }
            for _ in 0..200 {
                let bits = rng.random_range(1..=128u32);
                let a = rng.random::<u128>() >> (128 - bits);
                check_floor(a, k);
            }
        }
        assert_eq!(iroot(u128::MAX, 2), u128::from(u64::MAX));
        assert_eq!(iroot_u64(u64::MAX, 2), u64::from(u32::MAX));
        assert_eq!(ceil_iroot_u64(u64::MAX, 2), 1 << 32);
    }

    #[test]
    #[should_panic(expected = "0-th root")]
    fn zeroth_root_panics() {
        iroot(5, 0);
    }
}
