//! Dyadic rationals `p / 2^q` of any size, exact: the values of the short
//! games that are numbers (Conway, *On Numbers and Games* (ONAG) ch. 1;
//! Siegel, *Combinatorial Game Theory* (CGT) ch. II.3 on numbers).
//!
//! A [`Dyadic`] is kept in lowest terms: `num / 2^exp` with `exp == 0` or
//! `num` odd, so two equal values have equal fields (`==`, `Hash` are
//! structural). Two representations, chosen by the value alone:
//! - the fast path: `num` an `i64` and `exp <= MAX_EXP` (62): every integer
//!   up to 9.2 * 10^18 and every fraction with a denominator up to 2^62,
//!   added and compared in `i128` without allocating;
//! - any other value: `num` a big integer (two's complement, 64-bit limbs)
//!   and `exp` a `u64`. Operations on such values cost O(limbs).
//!
//! No operation overflows or panics for the size of a value (only memory
//! bounds it): `2^300`, `2^-200` and the value of a 200,000-edge
//! Hackenbush stalk are exact. The tests check both paths against
//! fractions in `i128` and against each other where both apply.
//!
//! # The simplicity rule
//!
//! The *birthday* of a number is the day it is first made: 0 on day 0; the
//! integer `n` on day `|n|`; a fraction `p / 2^q` (`q >= 1`) on day
//! `floor(|x|) + 1 + q` (so 1/2 on day 2, 3/4 and 3/2 on day 3). In any open
//! interval that holds a number there is exactly one number of least
//! birthday, the *simplest*: it is the integer of least absolute value if
//! the interval holds an integer, and otherwise the fraction of least
//! denominator in it. A game `{a | b}` whose options are numbers `a < b` is
//! worth the simplest number strictly between them (the simplicity theorem:
//! ONAG ch. 2; CGT ch. II.3); [`Dyadic::simplest_between`] computes it,
//! `None` standing for an absent side (an infinity). Without an integer
//! inside, with `f = floor(lo)` and `L < H` the ends minus `f` over a common
//! denominator `2^E`: let `p` be the highest bit where `L` and `H` differ;
//! if `H` has a bit below `p`, the answer is `H` with its bits below `p`
//! cleared; else it is `L` with its bits below `k` cleared and bit `k` set,
//! `k` the highest zero bit of `L` below `p`, or `(2L + 1) / 2^(E+1)` if
//! there is none (each candidate is the least multiple of `2^k` above `L`,
//! and `k` is the largest that stays below `H`).
//!
//! ```
//! use grundy::partizan::Dyadic;
//! let half = Dyadic::new(1, 1);
//! assert_eq!((&half + &Dyadic::new(1, 2)).to_string(), "3/4");
//! assert_eq!((-Dyadic::new(3, 1)).to_string(), "-1 1/2");
//! // {0 | 1} = 1/2, {1/2 | 1} = 3/4, {| -2} = -3, {-1 | 5} = 0.
//! assert_eq!(Dyadic::simplest_between(Some(Dyadic::ZERO), Some(Dyadic::int(1))), half);
//! assert_eq!(Dyadic::simplest_between(Some(half), Some(Dyadic::int(1))).to_string(), "3/4");
//! assert_eq!(Dyadic::simplest_between(None, Some(Dyadic::int(-2))), Dyadic::int(-3));
//! assert_eq!(Dyadic::simplest_between(Some(Dyadic::int(-1)), Some(Dyadic::int(5))), Dyadic::ZERO);
//! // Any size: 2^-100 + 2^-100 = 2^-99, and {2^70 |} = 2^70 + 1.
//! let tiny = Dyadic::pow2(-100);
//! assert_eq!(&tiny + &tiny, Dyadic::pow2(-99));
//! let big = Dyadic::pow2(70);
//! assert_eq!(Dyadic::simplest_between(Some(big.clone()), None), &big + &Dyadic::int(1));
//! ```

use std::cmp::Ordering;
use std::fmt;
use std::ops::{Add, Neg, Sub};

/// The largest exponent of the fast path: a value `num / 2^exp` with
/// `exp <= 62` and `num` an `i64` is held without allocating. Larger values
/// are exact too (see the [module documentation](self)).
pub const MAX_EXP: u32 = 62;

/// The number `num / 2^exp` in lowest terms, of any size; see the
/// [module documentation](self).
///
/// # Example
/// ```
/// use grundy::partizan::Dyadic;
/// let x = Dyadic::new(6, 4); // 6/16 = 3/8
/// assert_eq!((x.num(), x.exp()), (Some(3), 3));
/// assert!(Dyadic::new(1, 1) < Dyadic::new(5, 3)); // 1/2 < 5/8
/// assert_eq!(Dyadic::int(2) - Dyadic::new(1, 2), Dyadic::new(7, 2));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Dyadic(Repr);

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum Repr {
    /// The fast path: `exp <= MAX_EXP`.
    Small { num: i64, exp: u32 },
    /// Any other value, boxed so that a `Dyadic` stays 16 bytes.
    Big(Box<Big>),
}

/// A value off the fast path: `num` in two's complement, 64-bit limbs,
/// least significant first, with no redundant top limb ([`trim`]).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Big {
    num: Vec<u64>,
    exp: u64,
}

impl Default for Dyadic {
    fn default() -> Dyadic {
        Dyadic::ZERO
    }
}

// Big integers in two's complement: `Vec<u64>`, least significant limb
// first, read as sign-extended past its end; the empty vector is 0.

/// The limb every limb past the end of `v` stands for: all ones if `v` is
/// negative.
fn ext(v: &[u64]) -> u64 {
    match v.last() {
        Some(&t) if t >> 63 == 1 => !0,
        _ => 0,
    }
}

/// Limb `i` of `v`, sign-extended.
fn limb(v: &[u64], i: usize) -> u64 {
    if i < v.len() {
        v[i]
    } else {
        ext(v)
    }
}

/// Drops redundant top limbs (0 becomes the empty vector).
pub(crate) fn trim(v: &mut Vec<u64>) {
    while let Some(&top) = v.last() {
        let n = v.len();
        let below = if n >= 2 { v[n - 2] >> 63 } else { 0 };
        if (top == 0 && below == 0) || (top == !0 && n >= 2 && below == 1) {
            v.pop();
        } else {
            break;
        }
    }
}

fn limbs_of(x: i128) -> Vec<u64> {
    let mut v = vec![x as u64, (x >> 64) as u64];
    trim(&mut v);
    v
}

fn is_neg(v: &[u64]) -> bool {
    ext(v) == !0
}

fn add_limbs(a: &[u64], b: &[u64]) -> Vec<u64> {
    let n = a.len().max(b.len()) + 1;
    let mut out = Vec::with_capacity(n);
    let mut carry = false;
    for i in 0..n {
        let (s, c1) = limb(a, i).overflowing_add(limb(b, i));
        let (s, c2) = s.overflowing_add(u64::from(carry));
        out.push(s);
        carry = c1 || c2;
    }
    trim(&mut out);
    out
}

fn neg_limbs(a: &[u64]) -> Vec<u64> {
    let mut out = Vec::with_capacity(a.len() + 1);
    let mut carry = true;
    for i in 0..=a.len() {
        let (s, c) = (!limb(a, i)).overflowing_add(u64::from(carry));
        out.push(s);
        carry = c;
    }
    trim(&mut out);
    out
}

/// `a * 2^bits`.
fn shl(a: &[u64], bits: u64) -> Vec<u64> {
    if a.is_empty() {
        return Vec::new();
    }
    let (words, r) = ((bits / 64) as usize, (bits % 64) as u32);
    let mut out = Vec::with_capacity(words + a.len() + 1);
    out.resize(words, 0);
    for i in 0..=a.len() {
        let cur = limb(a, i);
        let prev = if i == 0 { 0 } else { a[i - 1] };
        out.push(if r == 0 {
            cur
        } else {
            (cur << r) | (prev >> (64 - r))
        });
    }
    trim(&mut out);
    out
}

/// `floor(a / 2^bits)`.
fn sar(a: &[u64], bits: u64) -> Vec<u64> {
    let (words, r) = ((bits / 64) as usize, (bits % 64) as u32);
    if words >= a.len() {
        return if is_neg(a) { vec![!0] } else { Vec::new() };
    }
    let mut out = Vec::with_capacity(a.len() - words);
    for i in words..a.len() {
        let next = limb(a, i + 1);
        out.push(if r == 0 {
            a[i]
        } else {
            (a[i] >> r) | (next << (64 - r))
        });
    }
    trim(&mut out);
    out
}

/// The number of trailing zero bits of a nonzero `a`.
fn trailing_zeros(a: &[u64]) -> u64 {
    let i = a.iter().position(|&l| l != 0).expect("a nonzero integer");
    i as u64 * 64 + u64::from(a[i].trailing_zeros())
}

/// Compares two trimmed integers.
fn cmp_limbs(a: &[u64], b: &[u64]) -> Ordering {
    let (na, nb) = (is_neg(a), is_neg(b));
    if na != nb {
        return if na {
            Ordering::Less
        } else {
            Ordering::Greater
        };
    }
    if a.len() != b.len() {
        // Same sign: the longer is further from 0.
        return if (a.len() > b.len()) != na {
            Ordering::Greater
        } else {
            Ordering::Less
        };
    }
    for i in (0..a.len()).rev() {
        match a[i].cmp(&b[i]) {
            Ordering::Equal => {}
            o => return o,
        }
    }
    Ordering::Equal
}

/// The decimal digits of a nonnegative `a`.
fn decimal(a: &[u64]) -> String {
    const TEN19: u128 = 10_000_000_000_000_000_000;
    let mut v: Vec<u64> = a.to_vec();
    let mut parts = Vec::new();
    loop {
        while v.last() == Some(&0) {
            v.pop();
        }
        if v.is_empty() {
            break;
        }
        let mut rem = 0u128;
        for l in v.iter_mut().rev() {
            let cur = (rem << 64) | u128::from(*l);
            *l = (cur / TEN19) as u64;
            rem = cur % TEN19;
        }
        parts.push(rem as u64);
    }
    let mut s = match parts.pop() {
        Some(top) => top.to_string(),
        None => return "0".to_string(),
    };
    while let Some(p) = parts.pop() {
        s.push_str(&format!("{p:019}"));
    }
    s
}

/// The bits of a nonnegative `a` below bit `bits`, nonnegative.
fn low_bits(a: &[u64], bits: u64) -> Vec<u64> {
    let words = ((bits + 63) / 64) as usize;
    let mut v: Vec<u64> = (0..words).map(|i| limb(a, i)).collect();
    if bits % 64 != 0 {
        if let Some(top) = v.last_mut() {
            *top &= (1u64 << (bits % 64)) - 1;
        }
    }
    v.push(0);
    trim(&mut v);
    v
}

/// `a` with bit `i` set (`a` nonnegative).
fn set_bit(mut a: Vec<u64>, i: u64) -> Vec<u64> {
    let w = (i / 64) as usize;
    if a.len() < w + 2 {
        a.resize(w + 2, 0);
    }
    a[w] |= 1u64 << (i % 64);
    trim(&mut a);
    a
}

/// `a` with its bits below `i` cleared (`a` nonnegative).
fn clear_below(mut a: Vec<u64>, i: u64) -> Vec<u64> {
    let w = (i / 64) as usize;
    for (j, l) in a.iter_mut().enumerate() {
        if j < w {
            *l = 0;
        } else if j == w {
            *l &= !((1u64 << (i % 64)) - 1);
        }
    }
    trim(&mut a);
    a
}

/// The index of the highest set bit of a nonnegative nonzero `a`.
fn highest_bit(a: &[u64]) -> u64 {
    let i = a.iter().rposition(|&l| l != 0).expect("a nonzero integer");
    i as u64 * 64 + 63 - u64::from(a[i].leading_zeros())
}

impl Dyadic {
    /// The number 0.
    pub const ZERO: Dyadic = Dyadic(Repr::Small { num: 0, exp: 0 });

    /// `num / 2^exp` for a big integer `num` in two's complement, 64-bit
    /// limbs, least significant first (read as sign-extended: `[]` is 0,
    /// `[u64::MAX]` is -1, `[0, 1]` is 2^64), reduced to lowest terms.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::Dyadic;
    /// assert_eq!(Dyadic::from_limbs(vec![6], 2), Dyadic::new(3, 1)); // 6/4
    /// assert_eq!(Dyadic::from_limbs(vec![u64::MAX], 0), Dyadic::int(-1));
    /// assert_eq!(Dyadic::from_limbs(vec![0, 1], 0), Dyadic::pow2(64));
    /// ```
    pub fn from_limbs(mut num: Vec<u64>, exp: u64) -> Dyadic {
        trim(&mut num);
        if num.is_empty() {
            return Dyadic::ZERO;
        }
        let t = trailing_zeros(&num).min(exp);
        if t > 0 {
            num = sar(&num, t);
        }
        let exp = exp - t;
        if exp <= u64::from(MAX_EXP) && num.len() == 1 {
            return Dyadic(Repr::Small {
                num: num[0] as i64,
                exp: exp as u32,
            });
        }
        Dyadic(Repr::Big(Box::new(Big { num, exp })))
    }

    /// The numerator in lowest terms as limbs (two's complement, least
    /// significant first, no redundant top limb; `[]` for 0) and the
    /// exponent: the inverse of [`Dyadic::from_limbs`].
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::Dyadic;
    /// assert_eq!(Dyadic::new(-3, 70).to_limbs(), (vec![u64::MAX - 2], 70));
    /// assert_eq!(Dyadic::pow2(64).to_limbs(), (vec![0, 1], 0));
    /// ```
    pub fn to_limbs(&self) -> (Vec<u64>, u64) {
        self.parts()
    }

    /// The numerator as limbs and the exponent.
    fn parts(&self) -> (Vec<u64>, u64) {
        match self.0 {
            Repr::Small { num, exp } => (limbs_of(i128::from(num)), u64::from(exp)),
            Repr::Big(ref b) => (b.num.clone(), b.exp),
        }
    }

    /// The number `num / 2^exp`, reduced to lowest terms (any `exp`).
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::Dyadic;
    /// assert_eq!(Dyadic::new(-12, 3), Dyadic::new(-3, 1)); // -12/8 = -3/2
    /// assert_eq!(Dyadic::new(0, 5), Dyadic::ZERO);
    /// assert_eq!(Dyadic::new(1, 100), Dyadic::pow2(-100));
    /// ```
    pub fn new(num: i64, exp: u32) -> Dyadic {
        if exp > MAX_EXP {
            return Dyadic::from_limbs(limbs_of(i128::from(num)), u64::from(exp));
        }
        if num == 0 {
            return Dyadic::ZERO;
        }
        let shift = num.trailing_zeros().min(exp);
        Dyadic(Repr::Small {
            num: num >> shift,
            exp: exp - shift,
        })
    }

    /// The integer `n`.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::Dyadic;
    /// assert_eq!(Dyadic::int(-3).to_string(), "-3");
    /// assert!(Dyadic::int(1_000_000_000_000_000_000).is_integer());
    /// ```
    pub fn int(n: i64) -> Dyadic {
        Dyadic(Repr::Small { num: n, exp: 0 })
    }

    /// `2^k` for any integer `k` (negative: `1 / 2^-k`).
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::Dyadic;
    /// assert_eq!(Dyadic::pow2(3), Dyadic::int(8));
    /// assert_eq!(Dyadic::pow2(-2), Dyadic::new(1, 2));
    /// assert_eq!(Dyadic::pow2(-200).exp(), 200);
    /// ```
    pub fn pow2(k: i64) -> Dyadic {
        Dyadic::int(1).mul_pow2(k)
    }

    /// `self * 2^k` for any integer `k` (doubling `k` times, or halving).
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::Dyadic;
    /// assert_eq!(Dyadic::new(3, 2).mul_pow2(1), Dyadic::new(3, 1)); // 3/4 * 2
    /// assert_eq!(Dyadic::int(5).mul_pow2(-1).to_string(), "2 1/2");
    /// assert_eq!(Dyadic::int(1).mul_pow2(64).to_string(), "18446744073709551616");
    /// ```
    pub fn mul_pow2(&self, k: i64) -> Dyadic {
        if let Repr::Small { num, exp } = self.0 {
            if num == 0 {
                return Dyadic::ZERO;
            }
            if k <= 0 && i64::from(exp) - k <= i64::from(MAX_EXP) {
                return Dyadic::new(num, (i64::from(exp) - k) as u32);
            }
        }
        let (n, e) = self.parts();
        if k >= 0 {
            let k = k as u64;
            if k <= e {
                Dyadic::from_limbs(n, e - k)
            } else {
                Dyadic::from_limbs(shl(&n, k - e), 0)
            }
        } else {
            Dyadic::from_limbs(n, e + k.unsigned_abs())
        }
    }

    /// The numerator in lowest terms if it fits an `i64` (always on the
    /// fast path), else `None`.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::Dyadic;
    /// assert_eq!(Dyadic::new(10, 2).num(), Some(5)); // 10/4 = 5/2
    /// assert_eq!(Dyadic::pow2(70).num(), None);
    /// ```
    pub fn num(&self) -> Option<i64> {
        match self.0 {
            Repr::Small { num, .. } => Some(num),
            Repr::Big(ref b) if b.num.len() == 1 => Some(b.num[0] as i64),
            Repr::Big(_) => None,
        }
    }

    /// The exponent `q` of the denominator `2^q` in lowest terms.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::Dyadic;
    /// assert_eq!(Dyadic::new(10, 2).exp(), 1);
    /// assert_eq!(Dyadic::int(4).exp(), 0);
    /// ```
    pub fn exp(&self) -> u64 {
        match self.0 {
            Repr::Small { exp, .. } => u64::from(exp),
            Repr::Big(ref b) => b.exp,
        }
    }

    /// Whether the number is an integer.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::Dyadic;
    /// assert!(Dyadic::new(4, 2).is_integer());
    /// assert!(!Dyadic::new(3, 2).is_integer());
    /// ```
    pub fn is_integer(&self) -> bool {
        self.exp() == 0
    }

    /// The largest integer at most `self`.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::Dyadic;
    /// assert_eq!(Dyadic::new(-3, 1).floor(), Dyadic::int(-2)); // floor(-3/2)
    /// assert_eq!(Dyadic::new(7, 2).floor(), Dyadic::int(1));
    /// ```
    pub fn floor(&self) -> Dyadic {
        match self.0 {
            Repr::Small { num, exp } => Dyadic::int(num >> exp),
            Repr::Big(ref b) => Dyadic::from_limbs(sar(&b.num, b.exp), 0),
        }
    }

    /// The smallest integer at least `self`.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::Dyadic;
    /// assert_eq!(Dyadic::new(-3, 1).ceil(), Dyadic::int(-1));
    /// assert_eq!(Dyadic::new(7, 2).ceil(), Dyadic::int(2));
    /// assert_eq!(Dyadic::int(5).ceil(), Dyadic::int(5));
    /// ```
    pub fn ceil(&self) -> Dyadic {
        -(-self).floor()
    }

    /// `|self|`.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::Dyadic;
    /// assert_eq!(Dyadic::new(-3, 1).abs(), Dyadic::new(3, 1));
    /// ```
    pub fn abs(&self) -> Dyadic {
        if *self < Dyadic::ZERO {
            -self
        } else {
            self.clone()
        }
    }

    /// The day the number is born: `|n|` for an integer, `floor(|x|) + 1 + q`
    /// for `p / 2^q` with `q >= 1` (see the [module documentation](self)),
    /// as an integer [`Dyadic`] (it may exceed any machine integer).
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::Dyadic;
    /// // Day 2 makes 2, 1/2, -1/2, -2; day 3 makes 3/4 and -3/2.
    /// assert_eq!(Dyadic::new(1, 1).birthday(), Dyadic::int(2));
    /// assert_eq!(Dyadic::new(3, 2).birthday(), Dyadic::int(3));
    /// assert_eq!(Dyadic::new(-3, 1).birthday(), Dyadic::int(3));
    /// assert_eq!(Dyadic::int(-2).birthday(), Dyadic::int(2));
    /// ```
    pub fn birthday(&self) -> Dyadic {
        let whole = self.abs().floor();
        match self.exp() {
            0 => whole,
            q => whole + Dyadic::from_limbs(limbs_of(i128::from(q) + 1), 0),
        }
    }

    /// `n / 2^e` from an `i128` on the fast path, or `None` if it does not
    /// fit (`e <= MAX_EXP`).
    fn small_from_i128(n: i128, e: u32) -> Option<Dyadic> {
        if n == 0 {
            return Some(Dyadic::ZERO);
        }
        let shift = n.trailing_zeros().min(e);
        // (Not `i64::try_from`: edition 2015's prelude lacks `TryFrom`.)
        let n = n >> shift;
        if n < i128::from(i64::MIN) || n > i128::from(i64::MAX) || e - shift > MAX_EXP {
            return None;
        }
        Some(Dyadic(Repr::Small {
            num: n as i64,
            exp: e - shift,
        }))
    }

    /// `n / 2^e` from an `i128`, any size.
    fn from_i128(n: i128, e: u32) -> Dyadic {
        Dyadic::small_from_i128(n, e)
            .unwrap_or_else(|| Dyadic::from_limbs(limbs_of(n), u64::from(e)))
    }

    /// The simplest number strictly between `lo` and `hi`, `None` being
    /// -infinity for `lo` and +infinity for `hi` (Conway's simplicity rule,
    /// see the [module documentation](self)).
    ///
    /// # Panics
    /// If `lo >= hi` (a contract breach: the interval is empty).
    ///
    /// # Complexity
    /// O(1) on the fast path, else O(limbs).
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::Dyadic;
    /// let d = |p, q| Some(Dyadic::new(p, q));
    /// assert_eq!(Dyadic::simplest_between(None, None), Dyadic::ZERO); // {|} = 0
    /// assert_eq!(Dyadic::simplest_between(d(2, 0), None), Dyadic::int(3)); // {2|} = 3
    /// assert_eq!(Dyadic::simplest_between(d(1, 1), d(3, 0)), Dyadic::int(1)); // {1/2|3} = 1
    /// assert_eq!(Dyadic::simplest_between(d(1, 2), d(1, 1)), Dyadic::new(3, 3)); // {1/4|1/2} = 3/8
    /// // {-5/4 | -1/8} holds the integer -1; {-5/4 | -1} holds no integer.
    /// assert_eq!(Dyadic::simplest_between(d(-5, 2), d(-1, 3)), Dyadic::int(-1));
    /// assert_eq!(Dyadic::simplest_between(d(-5, 2), d(-1, 0)), Dyadic::new(-9, 3));
    /// ```
    pub fn simplest_between(lo: Option<Dyadic>, hi: Option<Dyadic>) -> Dyadic {
        Dyadic::simplest_between_with(lo, hi, false)
    }

    /// The simplest number between `lo` and `hi` (`(num, exp)` on the fast
    /// path, `None` an infinity) in `i128`, or `None` if the answer is off
    /// the fast path. The same steps as [`Dyadic::simplest_between_with`].
    fn simplest_small(lo: Option<(i64, u32)>, hi: Option<(i64, u32)>) -> Option<Dyadic> {
        // m * 2^e compared with n, for an integer m.
        let below = |m: i128| hi.map_or(true, |(n, e)| m << e < i128::from(n));
        let above = |m: i128| lo.map_or(true, |(n, e)| m << e > i128::from(n));
        if above(0) && below(0) {
            return Some(Dyadic::ZERO);
        }
        if let Some((n, e)) = lo.filter(|&(n, _)| n >= 0) {
            let m = i128::from(n >> e) + 1;
            if below(m) {
                return Dyadic::small_from_i128(m, 0);
            }
        }
        if let Some((n, e)) = hi.filter(|&(n, _)| n <= 0) {
            let m = -((-i128::from(n)) >> e) - 1;
            if above(m) {
                return Dyadic::small_from_i128(m, 0);
            }
        }
        let ((ln, le), (hn, he)) = (lo?, hi?);
        let f = i128::from(ln >> le);
        let e = le.max(he);
        // 0 <= L < H <= 2^e <= 2^62: the ends minus f over 2^e.
        let big_l = ((i128::from(ln) << (e - le)) - (f << e)) as u64;
        let big_h = ((i128::from(hn) << (e - he)) - (f << e)) as u64;
        let p = 63 - (big_l ^ big_h).leading_zeros();
        let below_p = (1u64 << p) - 1;
        let zeros = !big_l & below_p;
        let (c, q) = if big_h & below_p != 0 {
            ((big_h >> p) << p, e)
        } else if zeros != 0 {
            let k = 63 - zeros.leading_zeros();
            (((big_l >> k) | 1) << k, e)
        } else {
            (2 * big_l + 1, e + 1)
        };
        if q > MAX_EXP {
            return None;
        }
        Dyadic::small_from_i128((f << q) + i128::from(c), q)
    }

    /// [`Dyadic::simplest_between`], the fraction found on the big path
    /// even when the fast one applies if `force_big` (for the tests).
    fn simplest_between_with(lo: Option<Dyadic>, hi: Option<Dyadic>, force_big: bool) -> Dyadic {
        let small = |x: &Option<Dyadic>| match *x {
            None => Some(None),
            Some(Dyadic(Repr::Small { num, exp })) => Some(Some((num, exp))),
            Some(_) => None,
        };
        if let (Some(l), Some(h), false) = (small(&lo), small(&hi), force_big) {
            let ordered = match (l, h) {
                (Some((a, ae)), Some((b, be))) => {
                    let e = ae.max(be);
                    i128::from(a) << (e - ae) < i128::from(b) << (e - be)
                }
                _ => true,
            };
            if ordered {
                if let Some(x) = Dyadic::simplest_small(l, h) {
                    return x;
                }
            }
        }
        if let (Some(l), Some(h)) = (&lo, &hi) {
            assert!(
                l < h,
                "no number strictly between {} and {}: {} >= {}",
                l,
                h,
                l,
                h
            );
        }
        let below = |n: &Dyadic| hi.as_ref().map_or(true, |h| n < h);
        let above = |n: &Dyadic| lo.as_ref().map_or(true, |l| n > l);
        // An integer in the interval: the one of least absolute value.
        if above(&Dyadic::ZERO) && below(&Dyadic::ZERO) {
            return Dyadic::ZERO;
        }
        if let Some(l) = lo.as_ref().filter(|l| **l >= Dyadic::ZERO) {
            let n = l.floor() + Dyadic::int(1);
            if below(&n) {
                return n;
            }
        }
        if let Some(h) = hi.as_ref().filter(|h| **h <= Dyadic::ZERO) {
            let n = h.ceil() - Dyadic::int(1);
            if above(&n) {
                return n;
            }
        }
        // No integer inside: both ends are finite, in [f, f + 1].
        let (l, h) = match (lo, hi) {
            (Some(l), Some(h)) => (l, h),
            _ => unreachable!("an interval open on one side holds an integer"),
        };
        let f = l.floor();
        let (a, b) = (&l - &f, &h - &f);
        let frac = match (&a.0, &b.0) {
            (&Repr::Small { num: an, exp: ae }, &Repr::Small { num: bn, exp: be })
                if !force_big =>
            {
                // 0 <= a < b <= 1, so both scaled to 2^e fit in 63 bits.
                let e = ae.max(be);
                let big_l = (an as u64) << (e - ae);
                let big_h = (bn as u64) << (e - be);
                let p = 63 - (big_l ^ big_h).leading_zeros();
                let below_p = (1u64 << p) - 1;
                let zeros = !big_l & below_p;
                if big_h & below_p != 0 {
                    Dyadic::new(((big_h >> p) << p) as i64, e)
                } else if zeros != 0 {
                    let k = 63 - zeros.leading_zeros();
                    Dyadic::new((((big_l >> k) | 1) << k) as i64, e)
                } else {
                    Dyadic::from_i128(2 * i128::from(big_l) + 1, e + 1)
                }
            }
            _ => {
                let ((an, ae), (bn, be)) = (a.parts(), b.parts());
                let e = ae.max(be);
                let (big_l, big_h) = (shl(&an, e - ae), shl(&bn, e - be));
                let n = big_l.len().max(big_h.len());
                let x: Vec<u64> = (0..n).map(|i| limb(&big_l, i) ^ limb(&big_h, i)).collect();
                let p = highest_bit(&x);
                let w = (p / 64) as usize;
                let h_below = (0..w).any(|i| limb(&big_h, i) != 0)
                    || limb(&big_h, w) & ((1u64 << (p % 64)) - 1) != 0;
                if h_below {
                    Dyadic::from_limbs(clear_below(big_h, p), e)
                } else {
                    // The highest zero bit of L below p.
                    let mut k = None;
                    let mut w = (p / 64) as i64;
                    while w >= 0 && k.is_none() {
                        let mut zeros = !limb(&big_l, w as usize);
                        if w as u64 == p / 64 {
                            zeros &= (1u64 << (p % 64)) - 1;
                        }
                        if zeros != 0 {
                            k = Some(w as u64 * 64 + 63 - u64::from(zeros.leading_zeros()));
                        }
                        w -= 1;
                    }
                    match k {
                        Some(k) => Dyadic::from_limbs(set_bit(clear_below(big_l, k), k), e),
                        None => Dyadic::from_limbs(add_limbs(&shl(&big_l, 1), &[1]), e + 1),
                    }
                }
            }
        };
        f + frac
    }

    /// The sum on the big path (for the tests).
    fn add_big(&self, other: &Dyadic) -> Dyadic {
        let ((an, ae), (bn, be)) = (self.parts(), other.parts());
        let e = ae.max(be);
        let (x, y) = if ae == be {
            (an, bn)
        } else {
            (shl(&an, e - ae), shl(&bn, e - be))
        };
        Dyadic::from_limbs(add_limbs(&x, &y), e)
    }

    /// The comparison on the big path.
    fn cmp_big(&self, other: &Dyadic) -> Ordering {
        let ((an, ae), (bn, be)) = (self.parts(), other.parts());
        let e = ae.max(be);
        cmp_limbs(&shl(&an, e - ae), &shl(&bn, e - be))
    }

    fn add_ref(&self, other: &Dyadic) -> Dyadic {
        if let (&Repr::Small { num: a, exp: ae }, &Repr::Small { num: b, exp: be }) =
            (&self.0, &other.0)
        {
            let e = ae.max(be);
            let s = (i128::from(a) << (e - ae)) + (i128::from(b) << (e - be));
            return Dyadic::from_i128(s, e);
        }
        self.add_big(other)
    }

    fn neg_ref(&self) -> Dyadic {
        match self.0 {
            Repr::Small { num, exp } => match num.checked_neg() {
                Some(n) => Dyadic(Repr::Small { num: n, exp }),
                None => Dyadic::from_i128(-i128::from(num), exp),
            },
            Repr::Big(ref b) => Dyadic::from_limbs(neg_limbs(&b.num), b.exp),
        }
    }
}

impl Add for Dyadic {
    type Output = Dyadic;
    fn add(self, other: Dyadic) -> Dyadic {
        self.add_ref(&other)
    }
}

impl<'a> Add<&'a Dyadic> for &'a Dyadic {
    type Output = Dyadic;
    fn add(self, other: &Dyadic) -> Dyadic {
        self.add_ref(other)
    }
}

impl Neg for Dyadic {
    type Output = Dyadic;
    fn neg(self) -> Dyadic {
        self.neg_ref()
    }
}

// (A named lifetime: bundles are also compiled as edition 2015.)
#[allow(clippy::needless_lifetimes)]
impl<'a> Neg for &'a Dyadic {
    type Output = Dyadic;
    fn neg(self) -> Dyadic {
        self.neg_ref()
    }
}

impl Sub for Dyadic {
    type Output = Dyadic;
    fn sub(self, other: Dyadic) -> Dyadic {
        self.add_ref(&other.neg_ref())
    }
}

impl<'a> Sub<&'a Dyadic> for &'a Dyadic {
    type Output = Dyadic;
    fn sub(self, other: &Dyadic) -> Dyadic {
        self.add_ref(&other.neg_ref())
    }
}

impl Ord for Dyadic {
    fn cmp(&self, other: &Dyadic) -> Ordering {
        if let (&Repr::Small { num: a, exp: ae }, &Repr::Small { num: b, exp: be }) =
            (&self.0, &other.0)
        {
            let e = ae.max(be);
            return (i128::from(a) << (e - ae)).cmp(&(i128::from(b) << (e - be)));
        }
        self.cmp_big(other)
    }
}

impl PartialOrd for Dyadic {
    fn partial_cmp(&self, other: &Dyadic) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// `0`, `2`, `-3`, `3/8`, `-1 1/2` (whole part, a space, the fraction),
/// in decimal at any size.
impl fmt::Display for Dyadic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Repr::Small { num, exp } = self.0 {
            if exp == 0 {
                return write!(f, "{num}");
            }
            let sign = if num < 0 { "-" } else { "" };
            let abs = num.unsigned_abs();
            let whole = abs >> exp;
            let frac = abs & ((1u64 << exp) - 1);
            return if whole == 0 {
                write!(f, "{sign}{frac}/{}", 1u64 << exp)
            } else {
                write!(f, "{sign}{whole} {frac}/{}", 1u64 << exp)
            };
        }
        let (num, exp) = self.parts();
        let sign = if is_neg(&num) { "-" } else { "" };
        let abs = if is_neg(&num) { neg_limbs(&num) } else { num };
        if exp == 0 {
            return write!(f, "{sign}{}", decimal(&abs));
        }
        let whole = sar(&abs, exp);
        let frac = decimal(&low_bits(&abs, exp));
        let den = decimal(&shl(&[1], exp));
        if whole.is_empty() {
            write!(f, "{sign}{frac}/{den}")
        } else {
            write!(f, "{sign}{} {frac}/{den}", decimal(&whole))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::rngs::StdRng;
    use rand::{Rng, SeedableRng};

    /// Every dyadic with denominator up to 2^4 and |x| <= 3, in order.
    fn grid() -> Vec<Dyadic> {
        (-48..=48).map(|n| Dyadic::new(n, 4)).collect()
    }

    /// `x` as an `f64` (exact for the grid).
    fn float(x: &Dyadic) -> f64 {
        x.num().unwrap() as f64 / (x.exp() as f64).exp2()
    }

    #[test]
    fn arithmetic_and_order_agree_with_fractions_over_16() {
        for a in grid() {
            for b in grid() {
                let (x, y) = (float(&a), float(&b));
                assert_eq!(a.cmp(&b), x.partial_cmp(&y).unwrap(), "{a} vs {b}");
                let s = &a + &b;
                assert_eq!(float(&s), x + y, "{a} + {b}");
                assert_eq!(&a - &b, &a + &(-&b), "{a} - {b}");
                let n = s.num().unwrap();
                assert!(s.exp() == 0 || n % 2 != 0, "{a} + {b} not reduced");
            }
        }
    }

    /// The reference: `n / 2^100` in `i128`, with `|n| < 2^121`.
    const REF_EXP: u32 = 100;

    fn scaled(n: i64, e: u32) -> i128 {
        i128::from(n) << (REF_EXP - e)
    }

    /// The simplest number between two reference values (`None`: an
    /// infinity), by trying denominators 2^0, 2^1, ... in turn (the
    /// definition), as `(numerator, exponent)` over 2^101 at most.
    fn simplest_ref(lo: Option<i128>, hi: Option<i128>) -> i128 {
        let one = 1i128 << REF_EXP;
        let inside = |x: i128| lo.map_or(true, |l| l < x) && hi.map_or(true, |h| x < h);
        // The integer of least |n| inside: 0, or the one next to the end
        // nearer to 0.
        let mut ints = vec![0i128];
        if let Some(l) = lo {
            ints.push((l.div_euclid(one) + 1) * one);
        }
        if let Some(h) = hi {
            ints.push((-(-h).div_euclid(one) - 1) * one);
        }
        if let Some(&x) = ints
            .iter()
            .filter(|&&x| inside(x))
            .min_by_key(|&&x| x.abs())
        {
            return x * 2;
        }
        // Over 2^101 so that (2L+1)/2^101 is representable.
        let (l, h) = (lo.unwrap() * 2, hi.unwrap() * 2);
        for q in 1..=REF_EXP + 1 {
            let step = 1i128 << (REF_EXP + 1 - q);
            let j = l.div_euclid(step) + 1;
            if j * step < h {
                return j * step;
            }
        }
        panic!("nothing between")
    }

    fn random_value(rng: &mut StdRng) -> (i64, u32) {
        let e = rng.random_range(0..=REF_EXP);
        let bits = rng.random_range(0..=20);
        (rng.random_range(-(1i64 << bits)..=(1i64 << bits)), e)
    }

    /// Values up to 2^-100 and 2^20 against fractions in i128: the big
    /// path (denominators above 2^62) and the fast one, and the two paths
    /// against each other.
    #[test]
    fn both_paths_agree_with_i128_fractions() {
        let mut rng = StdRng::seed_from_u64(40);
        let over = |x: i128, e: u32| Dyadic::from_limbs(limbs_of(x), u64::from(e));
        for _ in 0..20_000 {
            let ((an, ae), (bn, be)) = (random_value(&mut rng), random_value(&mut rng));
            let (a, b) = (Dyadic::new(an, ae), Dyadic::new(bn, be));
            let (x, y) = (scaled(an, ae), scaled(bn, be));
            assert_eq!(a.cmp(&b), x.cmp(&y), "{a} vs {b}");
            assert_eq!(a.cmp_big(&b), x.cmp(&y), "{a} vs {b} (big path)");
            assert_eq!(&a + &b, over(x + y, REF_EXP), "{a} + {b}");
            assert_eq!(a.add_big(&b), over(x + y, REF_EXP), "{a} + {b} (big path)");
            assert_eq!(&a - &b, over(x - y, REF_EXP), "{a} - {b}");
            assert_eq!(-&a, over(-x, REF_EXP), "-{a}");
            assert_eq!(a.floor(), over(x.div_euclid(1 << REF_EXP), 0), "floor {a}");
            assert_eq!(a.mul_pow2(-3), over(x, REF_EXP + 3), "{a} / 8");
            assert_eq!(a.mul_pow2(5), over(x << 5, REF_EXP), "{a} * 32");
            let (lo, hi) = if x < y { (x, y) } else { (y, x) };
            let (dl, dh) = if x < y { (&a, &b) } else { (&b, &a) };
            if lo < hi {
                for (l, h, ld, hd) in [
                    (Some(lo), Some(hi), Some(dl.clone()), Some(dh.clone())),
                    (Some(lo), None, Some(dl.clone()), None),
                    (None, Some(hi), None, Some(dh.clone())),
                ] {
                    let want = over(simplest_ref(l, h), REF_EXP + 1);
                    let fast = Dyadic::simplest_between(ld.clone(), hd.clone());
                    let big = Dyadic::simplest_between_with(ld, hd, true);
                    assert_eq!(fast, want, "simplest between {dl} and {dh}");
                    assert_eq!(big, want, "simplest between {dl} and {dh} (big path)");
                }
            }
        }
    }

    /// The fast path's invariant: a value that fits it is held in it, so
    /// `==` and `Hash` stay structural across paths.
    #[test]
    fn a_big_result_that_fits_returns_to_the_fast_path() {
        let big = Dyadic::pow2(300);
        let back = &(&big + &Dyadic::new(3, 1)) - &big;
        assert_eq!(back, Dyadic::new(3, 1));
        assert!(matches!(back.0, Repr::Small { num: 3, exp: 1 }));
        assert_eq!(std::mem::size_of::<Dyadic>(), 16);
        let tiny = Dyadic::pow2(-200);
        let sum = &tiny + &Dyadic::int(5);
        assert_eq!(&sum - &tiny, Dyadic::int(5));
        assert_eq!(&sum - &Dyadic::int(5), tiny);
        assert!(Dyadic::int(i64::MAX) + Dyadic::int(1) > Dyadic::int(i64::MAX));
        assert_eq!(
            -Dyadic::int(i64::MIN),
            Dyadic::int(i64::MAX) + Dyadic::int(1)
        );
    }

    #[test]
    fn values_at_the_scales_2_to_the_300_and_2_to_the_minus_200() {
        let (big, tiny) = (Dyadic::pow2(300), Dyadic::pow2(-200));
        // 2^300 = 2037035976334486086268445688409378161051468393665936250636140449354381299763336706183397376.
        assert_eq!(
            big.to_string(),
            "2037035976334486086268445688409378161051468393665936250636140449354381299763336706183397376"
        );
        assert_eq!(Dyadic::new(-3, 70).to_string(), "-3/1180591620717411303424");
        assert_eq!(
            (Dyadic::pow2(64) + Dyadic::new(1, 1)).to_string(),
            "18446744073709551616 1/2"
        );
        // {2^300 | 2^300 + 1} = 2^300 + 1/2; {2^-200 | 2^-199} = 3/2^201.
        let s = Dyadic::simplest_between(Some(big.clone()), Some(&big + &Dyadic::int(1)));
        assert_eq!(s, &big + &Dyadic::new(1, 1));
        let s = Dyadic::simplest_between(Some(tiny.clone()), Some(tiny.mul_pow2(1)));
        assert_eq!(s, Dyadic::new(3, 201));
        // {0 | 2^-200} = 2^-201, {-2^300 |} = 0, {| -2^300} = -2^300 - 1.
        assert_eq!(
            Dyadic::simplest_between(Some(Dyadic::ZERO), Some(tiny.clone())),
            Dyadic::pow2(-201)
        );
        assert_eq!(Dyadic::simplest_between(Some(-&big), None), Dyadic::ZERO);
        assert_eq!(
            Dyadic::simplest_between(None, Some(-&big)),
            &(-&big) - &Dyadic::int(1)
        );
        assert_eq!(big.birthday(), big);
        assert_eq!(tiny.birthday(), Dyadic::int(201));
        assert_eq!((&big + &tiny).floor(), big);
        assert_eq!((&big + &tiny).ceil(), &big + &Dyadic::int(1));
        assert_eq!((&(-&big) + &tiny).floor(), -&big);
    }

    /// The simplest number by brute force: of all numbers with denominator
    /// up to 2^8 and |x| <= 8 strictly inside, the one of least birthday,
    /// the birthday counted by building the numbers day by day.
    #[test]
    fn simplest_between_is_the_earliest_born_number_inside() {
        // Day by day: day d + 1 adds one number past each end and one
        // between each two neighbours (ONAG ch. 1).
        let mut born: Vec<(i64, u32)> = Vec::new(); // (num over 2^8, day)
        let mut line = vec![0i64];
        born.push((0, 0));
        for day in 1..=9u32 {
            let mut next = vec![line[0] - 256];
            for w in line.windows(2) {
                next.push(w[0]);
                next.push((w[0] + w[1]) / 2);
            }
            next.push(*line.last().unwrap());
            next.push(line.last().unwrap() + 256);
            for &x in &next {
                if !born.iter().any(|&(y, _)| y == x) {
                    born.push((x, day));
                }
            }
            line = next;
        }
        for &(x, day) in &born {
            assert_eq!(
                Dyadic::new(x, 8).birthday(),
                Dyadic::int(i64::from(day)),
                "birthday of {x}/256"
            );
        }
        let ends: Vec<Option<Dyadic>> = std::iter::once(None)
            .chain((-40..=40).map(|n| Some(Dyadic::new(n, 3))))
            .collect();
        for lo in &ends {
            for hi in &ends {
                if let (Some(l), Some(h)) = (lo, hi) {
                    if l >= h {
                        continue;
                    }
                }
                let inside = |x: i64| {
                    let d = Dyadic::new(x, 8);
                    lo.as_ref().map_or(true, |l| *l < d) && hi.as_ref().map_or(true, |h| d < *h)
                };
                let want = born
                    .iter()
                    .filter(|&&(x, _)| inside(x))
                    .min_by_key(|&&(_, day)| day)
                    .map(|&(x, _)| Dyadic::new(x, 8));
                let want = want.expect("every interval here holds a number born by day 9");
                let got = Dyadic::simplest_between(lo.clone(), hi.clone());
                assert_eq!(got, want, "simplest between {lo:?} and {hi:?}");
                let big = Dyadic::simplest_between_with(lo.clone(), hi.clone(), true);
                assert_eq!(big, want, "simplest between {lo:?} and {hi:?} (big path)");
            }
        }
    }

    #[test]
    fn display() {
        let shown: Vec<String> = [(0, 0), (2, 0), (-3, 0), (3, 3), (-3, 1), (13, 3), (-1, 2)]
            .iter()
            .map(|&(n, e)| Dyadic::new(n, e).to_string())
            .collect();
        assert_eq!(shown, ["0", "2", "-3", "3/8", "-1 1/2", "1 5/8", "-1/4"]);
    }

    /// What panicked with "dyadic overflow" before is exact now.
    #[test]
    fn what_overflowed_is_exact() {
        let s = Dyadic::int(i64::MAX) + Dyadic::new(1, 1);
        assert_eq!(s.to_string(), "9223372036854775807 1/2");
        let x = Dyadic::simplest_between(Some(Dyadic::new(1, 62)), Some(Dyadic::new(1, 61)));
        assert_eq!(x, Dyadic::new(3, 63));
    }

    #[test]
    #[should_panic(expected = "no number strictly between 1 and 1")]
    fn an_empty_interval_panics() {
        let _ = Dyadic::simplest_between(Some(Dyadic::int(1)), Some(Dyadic::int(1)));
    }
}
