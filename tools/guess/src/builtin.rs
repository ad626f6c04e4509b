//! The functions of the expression language (`--check`, `--check-lost`,
//! heap rules and the guesser), on `i64`, each exact on the whole type and
//! each either a value or an error message, never a panic or a wrapped value.
//!
//! | function | value |
//! |---|---|
//! | `min(a, b, ...)`, `max(a, b, ...)` | the least, the greatest |
//! | `abs(a)` | `|a|` (an error at `i64::MIN`) |
//! | `sqrt(a)`, `root(a, k)` | `⌊a^(1/2)⌋`, `⌊a^(1/k)⌋`, for `a >= 0`, `k >= 1` |
//! | `ceil_sqrt(a)`, `ceil_root(a, k)` | `⌈a^(1/2)⌉`, `⌈a^(1/k)⌉`, the least `r` with `r^k >= a` |
//! | `popcount(a)` | the 1 bits of `a` in 64-bit two's complement (`popcount(-1) = 64`) |
//! | `ctz(a)`, `cto(a)` | trailing zero bits, trailing one bits (`ctz(0) = 64`, `cto(-1) = 64`) |
//! | `clz(a)` | leading zero bits of the 64 (`clz(0) = 64`, 0 for `a < 0`) |
//! | `bitlen(a)` | `64 - clz(a)`: the bits needed to write `a >= 0` (`bitlen(0) = 0`) |
//! | `log2(a)` | `⌊log2 a⌋ = bitlen(a) - 1`, for `a >= 1` |
//! | `is_square(a)` | 1 if `a = r²` for an integer `r` (0 for `a < 0`), else 0 |
//! | `is_fib(a)` | 1 if `a` is a Fibonacci number 0, 1, 2, 3, 5, 8, ..., else 0 |
//! | `zeck_min(a)` | the smallest term of `a`'s Zeckendorf representation (its sum of non-consecutive Fibonacci numbers), for `a >= 1`: Fibonacci Nim's winning take |
//! | `is_prime(a)` | 1 if `a` is prime, else 0 (Miller-Rabin with the first twelve primes as bases: exact on all of `i64`) |
//! | `gcd(a, b)` | the greatest common divisor of `|a|` and `|b|` (`gcd(0, 0) = 0`; an error where it is 2^63) |
//!
//! The bit functions are Rust's `count_ones`, `trailing_zeros`,
//! `trailing_ones` and `leading_zeros` of `i64`, so that a formula pastes
//! into a solution unchanged ([`Builtin::rust`]). The roots start from a
//! float's estimate and end with exact integer steps (a float alone, with
//! its 53-bit mantissa, rounds above 2^53).

/// A function of the expression language other than `min` and `max` (which
/// take any number of arguments and are compiled as pairs).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Builtin {
    /// `abs(a)`.
    Abs,
    /// `sqrt(a)`: `⌊a^(1/2)⌋`.
    Sqrt,
    /// `root(a, k)`: `⌊a^(1/k)⌋`.
    Root,
    /// `ceil_sqrt(a)`: `⌈a^(1/2)⌉`.
    CeilSqrt,
    /// `ceil_root(a, k)`: `⌈a^(1/k)⌉`.
    CeilRoot,
    /// `popcount(a)`: the 1 bits of `a`.
    Popcount,
    /// `ctz(a)`: trailing zero bits.
    Ctz,
    /// `cto(a)`: trailing one bits.
    Cto,
    /// `clz(a)`: leading zero bits.
    Clz,
    /// `bitlen(a)`: `64 - clz(a)`.
    Bitlen,
    /// `log2(a)`: `⌊log2 a⌋`.
    Log2,
    /// `is_square(a)`: 1 if `a` is a square, else 0.
    IsSquare,
    /// `is_fib(a)`: 1 if `a` is a Fibonacci number, else 0.
    IsFib,
    /// `zeck_min(a)`: the smallest term of `a`'s Zeckendorf representation.
    ZeckMin,
    /// `is_prime(a)`: 1 if `a` is prime, else 0.
    IsPrime,
    /// `gcd(a, b)`: the greatest common divisor of `|a|` and `|b|`.
    Gcd,
}

/// Every builtin, in the order `--help` lists them.
pub const BUILTINS: [Builtin; 16] = [
    Builtin::Abs,
    Builtin::Sqrt,
    Builtin::Root,
    Builtin::CeilSqrt,
    Builtin::CeilRoot,
    Builtin::Popcount,
    Builtin::Ctz,
    Builtin::Cto,
    Builtin::Clz,
    Builtin::Bitlen,
    Builtin::Log2,
    Builtin::IsSquare,
    Builtin::IsFib,
    Builtin::ZeckMin,
    Builtin::IsPrime,
    Builtin::Gcd,
];

/// What one root costs against an instruction, for the work bound: a binary
/// search of up to 64 rounds (and `is_fib` a scan of the 93 Fibonacci
/// numbers in `i64`).
pub const ROOT_COST: u64 = 64;

impl Builtin {
    /// The name as written in an expression.
    pub fn name(self) -> &'static str {
        match self {
            Builtin::Abs => "abs",
            Builtin::Sqrt => "sqrt",
            Builtin::Root => "root",
            Builtin::CeilSqrt => "ceil_sqrt",
            Builtin::CeilRoot => "ceil_root",
            Builtin::Popcount => "popcount",
            Builtin::Ctz => "ctz",
            Builtin::Cto => "cto",
            Builtin::Clz => "clz",
            Builtin::Bitlen => "bitlen",
            Builtin::Log2 => "log2",
            Builtin::IsSquare => "is_square",
            Builtin::IsFib => "is_fib",
            Builtin::ZeckMin => "zeck_min",
            Builtin::IsPrime => "is_prime",
            Builtin::Gcd => "gcd",
        }
    }

    /// The function called `name` in an expression, if there is one.
    pub fn from_name(name: &str) -> Option<Builtin> {
        BUILTINS.iter().copied().find(|b| b.name() == name)
    }

    /// How many arguments it takes: 2 for the `k`-th roots and `gcd`, else 1.
    pub fn arity(self) -> usize {
        match self {
            Builtin::Root | Builtin::CeilRoot | Builtin::Gcd => 2,
            _ => 1,
        }
    }

    /// Steps of one call, for the work bound.
    pub fn cost(self) -> u64 {
        match self {
            Builtin::Sqrt
            | Builtin::Root
            | Builtin::CeilSqrt
            | Builtin::CeilRoot
            | Builtin::IsSquare => ROOT_COST,
            Builtin::IsFib | Builtin::ZeckMin => 93,
            // Twelve rounds of up to 64 squarings.
            Builtin::IsPrime => 12 * 64,
            // Euclid's steps on 64 bits (at most 92).
            Builtin::Gcd => 93,
            _ => 1,
        }
    }

    /// The value at `a` (and `k`, the second argument of the roots).
    pub fn apply(self, a: i64, k: i64) -> Result<i64, String> {
        Ok(match self {
            Builtin::Abs => a
                .checked_abs()
                .ok_or_else(|| format!("abs({}) overflows i64", a))?,
            Builtin::Sqrt => root(a, 2)?,
            Builtin::Root => root(a, k)?,
            Builtin::CeilSqrt => ceil_root(a, 2)?,
            Builtin::CeilRoot => ceil_root(a, k)?,
            Builtin::Popcount => i64::from(a.count_ones()),
            Builtin::Ctz => i64::from(a.trailing_zeros()),
            Builtin::Cto => i64::from(a.trailing_ones()),
            Builtin::Clz => i64::from(a.leading_zeros()),
            Builtin::Bitlen if a < 0 => {
                return Err(format!("bitlen({}): the argument must be at least 0", a))
            }
            Builtin::Bitlen => 64 - i64::from(a.leading_zeros()),
            Builtin::Log2 if a < 1 => {
                return Err(format!("log2({}): the argument must be at least 1", a))
            }
            Builtin::Log2 => 63 - i64::from(a.leading_zeros()),
            Builtin::IsSquare => i64::from(a >= 0 && root(a, 2)?.pow(2) == a),
            Builtin::IsFib => i64::from(is_fib(a)),
            Builtin::ZeckMin if a < 1 => {
                return Err(format!("zeck_min({}): the argument must be at least 1", a))
            }
            Builtin::ZeckMin => zeck_min(a),
            Builtin::IsPrime => i64::from(is_prime(a)),
            Builtin::Gcd => {
                let g = gcd(a.unsigned_abs(), k.unsigned_abs());
                i64::try_from(g).map_err(|_| format!("gcd({}, {}) = 2^63 overflows i64", a, k))?
            }
        })
    }

    /// The call as a Rust expression on `i64` arguments `a` (and `k`),
    /// compiling on rustc 1.63 (no `ilog2`, `isqrt`): the bit functions
    /// inline, the roots and tests as calls of the helpers of [`RUST_HELPERS`].
    pub fn rust(self, a: &str, k: &str) -> String {
        match self {
            Builtin::Abs => format!("({}).abs()", a),
            Builtin::Sqrt => format!("iroot({}, 2)", a),
            Builtin::Root => format!("iroot({}, {})", a, k),
            Builtin::CeilSqrt => format!("ceil_root({}, 2)", a),
            Builtin::CeilRoot => format!("ceil_root({}, {})", a, k),
            Builtin::Popcount => format!("(({}).count_ones() as i64)", a),
            Builtin::Ctz => format!("(({}).trailing_zeros() as i64)", a),
            Builtin::Cto => format!("((!({})).trailing_zeros() as i64)", a),
            Builtin::Clz => format!("(({}).leading_zeros() as i64)", a),
            Builtin::Bitlen => format!("(64 - ({}).leading_zeros() as i64)", a),
            Builtin::Log2 => format!("(63 - ({}).leading_zeros() as i64)", a),
            Builtin::IsSquare => format!("(is_square({}) as i64)", a),
            Builtin::IsFib => format!("(is_fib({}) as i64)", a),
            Builtin::ZeckMin => format!("zeck_min({})", a),
            Builtin::IsPrime => format!("(is_prime({}) as i64)", a),
            Builtin::Gcd => format!("gcd({}, {})", a, k),
        }
    }

    /// Whether [`Builtin::rust`] calls a helper of [`RUST_HELPERS`].
    pub fn needs_helper(self) -> bool {
        matches!(
            self,
            Builtin::Sqrt
                | Builtin::Root
                | Builtin::CeilSqrt
                | Builtin::CeilRoot
                | Builtin::IsSquare
                | Builtin::IsFib
                | Builtin::ZeckMin
                | Builtin::IsPrime
                | Builtin::Gcd
        )
    }
}

/// Writes the helpers both as code (compiled in the tests, which compare
/// them with the builtins) and as the text [`RUST_HELPERS`].
macro_rules! helpers {
    ($($code:tt)*) => {
        /// The helpers that the Rust form of a formula calls for roots,
        /// squares and Fibonacci numbers (rustc 1.63, std only), to paste
        /// above it.
        pub const RUST_HELPERS: &str = stringify!($($code)*);
        #[cfg(test)]
        mod pasted {
            $($code)*
            #[test]
            fn the_pasted_rust_helpers_agree_with_the_builtins() {
                super::tests::check_pasted(iroot, ceil_root, is_square, is_fib);
                super::tests::check_pasted_numbers(zeck_min, is_prime, gcd);
            }
        }
    };
}

helpers! {
    fn iroot(a: i64, k: i64) -> i64 {
        if k == 1 {
            return a;
        }
        let (mut lo, mut hi) = (0i128, (a as i128).min(1 << 32) + 1);
        while hi - lo > 1 {
            let m = (lo + hi) / 2;
            let mut p = 1i128;
            let mut fits = true;
            for _ in 0..if m == 1 { 1 } else { k } {
                p *= m;
                if p > a as i128 {
                    fits = false;
                    break;
                }
            }
            if fits {
                lo = m;
            } else {
                hi = m;
            }
        }
        lo as i64
    }
    fn ceil_root(a: i64, k: i64) -> i64 {
        let r = iroot(a, k);
        let p = if r <= 1 { r as i128 } else { (r as i128).pow(k as u32) };
        if p == a as i128 {
            r
        } else {
            r + 1
        }
    }
    fn is_square(a: i64) -> bool {
        a >= 0 && iroot(a, 2) * iroot(a, 2) == a
    }
    fn is_fib(a: i64) -> bool {
        let (mut f, mut g) = (0i64, 1i64);
        while f < a {
            match f.checked_add(g) {
                Some(h) => {
                    f = g;
                    g = h;
                }
                None => return g == a,
            }
        }
        f == a
    }
    fn zeck_min(a: i64) -> i64 {
        let mut fibs = vec![1i64, 2];
        while let Some(f) = fibs[fibs.len() - 1].checked_add(fibs[fibs.len() - 2]) {
            fibs.push(f);
        }
        let mut rest = a;
        let mut last = a;
        for &f in fibs.iter().rev() {
            if f <= rest {
                rest -= f;
                last = f;
            }
        }
        last
    }
    fn is_prime(a: i64) -> bool {
        if a < 2 {
            return false;
        }
        let n = a as u64;
        let mul = |x: u64, y: u64| (x as u128 * y as u128 % n as u128) as u64;
        let pow = |mut b: u64, mut e: u64| {
            let mut r = 1u64;
            while e > 0 {
                if e & 1 == 1 {
                    r = mul(r, b);
                }
                b = mul(b, b);
                e >>= 1;
            }
            r
        };
        let (mut d, mut s) = (n - 1, 0);
        while d % 2 == 0 {
            d /= 2;
            s += 1;
        }
        for p in [2u64, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37] {
            let r = n % p;
            if r == 0 {
                return n == p;
            }
            let mut x = pow(p, d);
            if x == 1 || x == n - 1 {
                continue;
            }
            let mut composite = true;
            for _ in 1..s {
                x = mul(x, x);
                if x == n - 1 {
                    composite = false;
                    break;
                }
            }
            if composite {
                return false;
            }
        }
        true
    }
    fn gcd(a: i64, b: i64) -> i64 {
        let (mut x, mut y) = (a.unsigned_abs(), b.unsigned_abs());
        while y != 0 {
            let r = x % y;
            x = y;
            y = r;
        }
        x as i64
    }
}

/// The floor of the `k`-th root of `x`, exact for every `x >= 0`, `k >= 1`:
/// a float's estimate, corrected by exact integer steps.
pub fn root(x: i64, k: i64) -> Result<i64, String> {
    if x < 0 {
        return Err(format!("the root of {} (below 0) is not an integer", x));
    }
    if k < 1 {
        return Err(format!("root(x, {}): k must be at least 1", k));
    }
    if k == 1 {
        return Ok(x);
    }
    if k >= 64 {
        // 2^64 > i64::MAX: the root is 1 for x >= 1.
        return Ok(i64::from(x >= 1));
    }
    // A float's estimate (within a few units even near 2^63), then exact
    // steps on integers to the floor.
    let f = x as f64;
    let estimate = if k == 2 {
        f.sqrt()
    } else {
        f.powf(1.0 / k as f64)
    };
    let mut r = (estimate as u64).min(1 << 32);
    while r > 0 && !power_at_most(r, k, x) {
        r -= 1;
    }
    while power_at_most(r + 1, k, x) {
        r += 1;
    }
    Ok(r as i64)
}

/// The least `r` with `r^k >= x`, for `x >= 0`, `k >= 1`.
pub fn ceil_root(x: i64, k: i64) -> Result<i64, String> {
    let r = root(x, k)?;
    Ok(if power_at_most(r as u64, k, x - 1) {
        r + 1
    } else {
        r
    })
}

/// Whether `m^k <= x` (`x` may be -1: then never), without overflow: the
/// product stops once past `x`.
fn power_at_most(m: u64, k: i64, x: i64) -> bool {
    if x < 0 {
        return false;
    }
    if m <= 1 {
        return m as i64 <= x;
    }
    let mut p: u128 = 1;
    for _ in 0..k {
        p *= u128::from(m);
        if p > x as u128 {
            return false;
        }
    }
    true
}

/// Whether `a` is a Fibonacci number (0, 1, 2, 3, 5, 8, ...): a scan of
/// the 93 of them in `i64`.
pub fn is_fib(a: i64) -> bool {
    let (mut f, mut g) = (0i64, 1i64);
    loop {
        if f >= a {
            return f == a;
        }
        match f.checked_add(g) {
            Some(h) => {
                f = g;
                g = h;
            }
            // g = F(92), the last in i64, and a > F(91).
            None => return g == a,
        }
    }
}

/// The smallest term of the Zeckendorf representation of `a >= 1` (its
/// unique sum of non-consecutive Fibonacci numbers 1, 2, 3, 5, 8, ...,
/// Zeckendorf 1972): the greedy choice takes the largest Fibonacci number
/// left each time, and the last one taken is the smallest.
pub fn zeck_min(a: i64) -> i64 {
    let mut fibs = [0i64; 91];
    fibs[0] = 1;
    fibs[1] = 2;
    let mut count = 2;
    while let Some(f) = fibs[count - 1].checked_add(fibs[count - 2]) {
        fibs[count] = f;
        count += 1;
    }
    let (mut rest, mut smallest) = (a, a);
    for &f in fibs[..count].iter().rev() {
        if f <= rest {
            rest -= f;
            smallest = f;
        }
    }
    smallest
}

/// Whether `a` is prime: Miller-Rabin with the bases 2, 3, ..., 37 (the
/// first twelve primes), which no composite below 3.3 * 10^24 passes
/// (Sorenson and Webster 2015), so exact on all of `i64`.
pub fn is_prime(a: i64) -> bool {
    if a < 2 {
        return false;
    }
    let n = a as u64;
    let mul = |x: u64, y: u64| (u128::from(x) * u128::from(y) % u128::from(n)) as u64;
    let pow = |mut b: u64, mut e: u64| {
        let mut r = 1u64;
        while e > 0 {
            if e & 1 == 1 {
                r = mul(r, b);
            }
            b = mul(b, b);
            e >>= 1;
        }
        r
    };
    let s = (n - 1).trailing_zeros();
    let d = (n - 1) >> s;
    'bases: for p in [2u64, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37] {
        if n.is_multiple_of(p) {
            return n == p;
        }
        let mut x = pow(p, d);
        if x == 1 || x == n - 1 {
            continue;
        }
        for _ in 1..s {
            x = mul(x, x);
            if x == n - 1 {
                continue 'bases;
            }
        }
        return false;
    }
    true
}

/// The greatest common divisor (Euclid), `gcd(0, 0) = 0`.
pub fn gcd(mut x: u64, mut y: u64) -> u64 {
    while y != 0 {
        (x, y) = (y, x % y);
    }
    x
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// The values tried for every function: small ones, powers of two and
    /// their neighbours, and the ends of i64.
    fn points() -> Vec<i64> {
        let mut v: Vec<i64> = (-70..=300).collect();
        for s in 0..63 {
            let p = 1i64 << s;
            v.extend([p - 1, p, p + 1, -p, -p - 1]);
        }
        v.extend([i64::MAX, i64::MAX - 1, i64::MIN, i64::MIN + 1]);
        v
    }

    #[test]
    fn bit_functions_match_a_bit_by_bit_loop() {
        for a in points() {
            let bits: Vec<bool> = (0..64).map(|i| (a as u64 >> i) & 1 == 1).collect();
            let ones = bits.iter().filter(|&&b| b).count() as i64;
            let tz = bits.iter().take_while(|&&b| !b).count() as i64;
            let to = bits.iter().take_while(|&&b| b).count() as i64;
            let lz = bits.iter().rev().take_while(|&&b| !b).count() as i64;
            assert_eq!(Builtin::Popcount.apply(a, 0), Ok(ones), "popcount({a})");
            assert_eq!(Builtin::Ctz.apply(a, 0), Ok(tz), "ctz({a})");
            assert_eq!(Builtin::Cto.apply(a, 0), Ok(to), "cto({a})");
            assert_eq!(Builtin::Clz.apply(a, 0), Ok(lz), "clz({a})");
            if a >= 0 {
                // The bits needed: the least b with a < 2^b.
                let mut b = 0;
                while b < 63 && (1i64 << b) <= a {
                    b += 1;
                }
                assert_eq!(Builtin::Bitlen.apply(a, 0), Ok(b), "bitlen({a})");
                if a >= 1 {
                    // Halve until 1.
                    let (mut l, mut x) = (0, a);
                    while x > 1 {
                        x /= 2;
                        l += 1;
                    }
                    assert_eq!(Builtin::Log2.apply(a, 0), Ok(l), "log2({a})");
                } else {
                    assert!(Builtin::Log2.apply(a, 0).is_err());
                }
            } else {
                assert!(Builtin::Bitlen.apply(a, 0).is_err(), "bitlen({a})");
                assert!(Builtin::Log2.apply(a, 0).is_err(), "log2({a})");
            }
        }
        // By hand.
        assert_eq!(Builtin::Popcount.apply(-1, 0), Ok(64));
        assert_eq!(Builtin::Ctz.apply(0, 0), Ok(64));
        assert_eq!(Builtin::Cto.apply(0b1011, 0), Ok(2));
        assert_eq!(Builtin::Clz.apply(i64::MAX, 0), Ok(1));
        assert_eq!(Builtin::Bitlen.apply(i64::MAX, 0), Ok(63));
        assert_eq!(Builtin::Log2.apply(i64::MAX, 0), Ok(62));
    }

    #[test]
    fn squares_fibonacci_numbers_and_ceiling_roots_match_lists() {
        // The squares and Fibonacci numbers of i64, listed by counting up.
        let mut squares = std::collections::HashSet::new();
        let mut r = 0i64;
        while let Some(s) = r.checked_mul(r) {
            if !(5000..=3_037_000_000).contains(&r) {
                squares.insert(s);
            }
            r += 1;
            if r == 5000 {
                r = 3_037_000_000;
            }
        }
        let mut fibs = vec![0i64, 1];
        while let Some(f) = fibs[fibs.len() - 1].checked_add(fibs[fibs.len() - 2]) {
            fibs.push(f);
        }
        assert_eq!(fibs.len(), 93); // F(0) ..= F(92)
        let mut tried: Vec<i64> = points();
        for &f in &fibs {
            tried.extend([f - 1, f, f.saturating_add(1)]);
        }
        for &s in &squares {
            tried.extend([s - 1, s, s.saturating_add(1)]);
        }
        for a in tried {
            let near_known = (0..5000 * 5000).contains(&a) || a > 3_037_000_000i64 * 3_037_000_000;
            if near_known {
                assert_eq!(
                    Builtin::IsSquare.apply(a, 0),
                    Ok(i64::from(squares.contains(&a))),
                    "is_square({a})"
                );
            }
            assert_eq!(
                Builtin::IsFib.apply(a, 0),
                Ok(i64::from(fibs.contains(&a))),
                "is_fib({a})"
            );
        }
        assert_eq!(Builtin::IsSquare.apply(-4, 0), Ok(0));
        assert_eq!(Builtin::IsSquare.apply(3_037_000_499i64.pow(2), 0), Ok(1));
        assert_eq!(Builtin::IsFib.apply(7_540_113_804_746_346_429, 0), Ok(1));
        assert_eq!(Builtin::IsFib.apply(i64::MAX, 0), Ok(0));
        // Ceilings: the least r with r^k >= a, by counting up.
        for k in 1..=5u32 {
            for a in 0..3000i64 {
                let mut r = 0i64;
                while r.pow(k) < a {
                    r += 1;
                }
                assert_eq!(
                    Builtin::CeilRoot.apply(a, k.into()),
                    Ok(r),
                    "ceil_root({a}, {k})"
                );
                if k == 2 {
                    assert_eq!(Builtin::CeilSqrt.apply(a, 0), Ok(r), "ceil_sqrt({a})");
                }
            }
        }
        // 3037000499² < i64::MAX < 3037000500² (which is not in i64).
        assert_eq!(Builtin::CeilSqrt.apply(i64::MAX, 0), Ok(3_037_000_500));
        assert_eq!(Builtin::CeilRoot.apply(i64::MAX, 1), Ok(i64::MAX));
        assert_eq!(Builtin::CeilRoot.apply(i64::MAX, 64), Ok(2));
        assert_eq!(Builtin::CeilRoot.apply(1, 1 << 40), Ok(1));
        assert!(Builtin::CeilSqrt.apply(-1, 0).is_err());
        assert!(Builtin::CeilRoot.apply(8, 0).is_err());
    }

    /// Primes by trial division, the Zeckendorf sums by listing every set
    /// of non-consecutive Fibonacci numbers, gcds by counting down.
    #[test]
    fn primes_zeckendorf_terms_and_gcds_match_brute_force() {
        let trial = |a: i64| a >= 2 && (2..).take_while(|d| d * d <= a).all(|d| a % d != 0);
        for a in -10..100_000 {
            assert_eq!(
                Builtin::IsPrime.apply(a, 0),
                Ok(i64::from(trial(a))),
                "is_prime({a})"
            );
        }
        for a in points() {
            if a.unsigned_abs() < 1 << 40 {
                assert_eq!(
                    Builtin::IsPrime.apply(a, 0),
                    Ok(i64::from(trial(a))),
                    "is_prime({a})"
                );
            }
        }
        // Large cases by hand: 2^61 - 1 and the largest prime below 2^63
        // are prime; i64::MAX = 7^2 * 73 * 127 * 337 * 92737 * 649657, a
        // strong pseudoprime to base 2 (3215031751) and 2^62 + 1 are not.
        for (a, prime) in [
            (2_305_843_009_213_693_951i64, true),
            (9_223_372_036_854_775_783, true),
            (i64::MAX, false),
            (3_215_031_751, false),
            ((1 << 62) + 1, false),
            (1_000_000_007 * 998_244_353, false),
        ] {
            assert_eq!(is_prime(a), prime, "is_prime({a})");
        }
        // Every set of non-consecutive Fibonacci numbers 1, 2, 3, 5, ...
        // with a sum at most 3000: each sum once (Zeckendorf), its least term.
        let fibs = [
            1i64, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987, 1597, 2584,
        ];
        let mut least = vec![0i64; 3001];
        let mut sets = vec![(0usize, 0i64, i64::MAX)]; // (next index, sum, least)
        while let Some((i, sum, low)) = sets.pop() {
            if sum > 0 {
                assert_eq!(least[sum as usize], 0, "two sets sum to {sum}");
                least[sum as usize] = low;
            }
            for (j, &f) in fibs.iter().enumerate().skip(i) {
                if sum + f <= 3000 {
                    sets.push((j + 2, sum + f, low.min(f)));
                }
            }
        }
        for a in 1..=3000 {
            assert_eq!(
                Builtin::ZeckMin.apply(a, 0),
                Ok(least[a as usize]),
                "zeck_min({a})"
            );
        }
        assert_eq!(
            zeck_min(i64::MAX),
            zeck_min(i64::MAX - 7_540_113_804_746_346_429)
        );
        assert!(Builtin::ZeckMin.apply(0, 0).is_err());
        for a in -30i64..=30 {
            for b in -30i64..=30 {
                let want = (1..=a.abs().max(b.abs()))
                    .rev()
                    .find(|d| a % d == 0 && b % d == 0)
                    .unwrap_or(0);
                assert_eq!(Builtin::Gcd.apply(a, b), Ok(want), "gcd({a}, {b})");
            }
        }
        assert_eq!(Builtin::Gcd.apply(i64::MIN, 6), Ok(2));
        assert_eq!(Builtin::Gcd.apply(i64::MAX, i64::MIN), Ok(1));
        assert!(Builtin::Gcd.apply(i64::MIN, 0).is_err());
        assert!(Builtin::Gcd.apply(i64::MIN, i64::MIN).is_err());
    }

    /// The number helpers of [`RUST_HELPERS`], compiled, against the builtins.
    pub fn check_pasted_numbers(
        zeck: fn(i64) -> i64,
        prime: fn(i64) -> bool,
        gcd: fn(i64, i64) -> i64,
    ) {
        for a in points() {
            if a >= 1 {
                assert_eq!(
                    zeck(a),
                    Builtin::ZeckMin.apply(a, 0).unwrap(),
                    "zeck_min({a})"
                );
            }
            assert_eq!(
                i64::from(prime(a)),
                Builtin::IsPrime.apply(a, 0).unwrap(),
                "is_prime({a})"
            );
            for b in [0i64, 1, 6, 35, -10, i64::MAX] {
                if let Ok(g) = Builtin::Gcd.apply(a, b) {
                    assert_eq!(gcd(a, b), g, "gcd({a}, {b})");
                }
            }
        }
    }

    /// The helpers of [`RUST_HELPERS`], compiled, against the builtins.
    pub fn check_pasted(
        iroot: fn(i64, i64) -> i64,
        ceil: fn(i64, i64) -> i64,
        is_square: fn(i64) -> bool,
        is_fib: fn(i64) -> bool,
    ) {
        let mut tried = points();
        tried.retain(|&a| a >= 0);
        for a in tried {
            for k in [1i64, 2, 3, 5, 63, 64, 1 << 40] {
                assert_eq!(iroot(a, k), root(a, k).unwrap(), "iroot({a}, {k})");
                assert_eq!(ceil(a, k), ceil_root(a, k).unwrap(), "ceil_root({a}, {k})");
            }
            assert_eq!(
                i64::from(is_square(a)),
                Builtin::IsSquare.apply(a, 0).unwrap()
            );
            assert_eq!(i64::from(is_fib(a)), Builtin::IsFib.apply(a, 0).unwrap());
        }
        assert!(RUST_HELPERS.contains("is_fib"), "{}", RUST_HELPERS);
    }
}
