//! A fast, non-cryptographic hasher for memo tables: the multiply-and-rotate
//! hash of Firefox and rustc ("FxHash"), written here in a few lines of std.
//!
//! std's default `SipHash` resists hash flooding, which a memo of game
//! positions does not need, and costs several times more per key. Each word
//! written is mixed as `h = (h.rotate_left(5) ^ word) * K` with an odd
//! constant `K`, so an integer key costs one multiply; `HashMap` uses the top
//! bits of the result (hashbrown's control bytes) and the low bits (bucket).
//! A multiply spreads each input bit only upward, so `finish` multiplies once
//! more and folds the 128-bit product's high half onto its low half: keys
//! that differ only in their high bits (multiples of 2^16 or 2^32,
//! `a << 32 | b` with `b` fixed) still get different buckets. Without it,
//! 200,000 keys `i.rotate_left(48)` took 1.6 s to insert, where 200,000 small
//! integers take 6 ms.
//!
//! Not for keys an adversary chooses to collide: with a fixed constant and no
//! seed, such keys are easy to make. A judge's test data is fixed in advance.
//!
//! ```
//! use grundy::fxhash::FxHashMap;
//! let mut memo: FxHashMap<(u32, u32), u64> = FxHashMap::default();
//! memo.insert((3, 4), 7);
//! assert_eq!(memo.get(&(3, 4)), Some(&7));
//! ```

use std::collections::{HashMap, HashSet};
use std::hash::{BuildHasherDefault, Hasher};

/// The multiplier (from rustc's `FxHasher`): odd, with well-mixed bits.
const K: u64 = 0x517c_c1b7_2722_0a95;

/// The FxHash-like hasher: see the [module documentation](self).
///
/// # Example
/// ```
/// use grundy::fxhash::FxHasher;
/// use std::hash::Hasher;
/// let mut h = FxHasher::default();
/// h.write_u64(1);
/// // One word into the zero state: (0 ^ 1) * K; then K * K as 128 bits,
/// // its halves XORed.
/// const K: u64 = 0x517c_c1b7_2722_0a95;
/// let p = u128::from(K) * u128::from(K);
/// assert_eq!(h.finish(), (p as u64) ^ (p >> 64) as u64);
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct FxHasher {
    hash: u64,
}

impl FxHasher {
    #[inline]
    fn add(&mut self, word: u64) {
        self.hash = (self.hash.rotate_left(5) ^ word).wrapping_mul(K);
    }
}

impl Hasher for FxHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for chunk in &mut chunks {
            let mut word = [0u8; 8];
            word.copy_from_slice(chunk);
            self.add(u64::from_le_bytes(word));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut word = [0u8; 8];
            word[..rest.len()].copy_from_slice(rest);
            // The length keeps "ab" and "ab\0" apart.
            self.add(u64::from_le_bytes(word) ^ ((rest.len() as u64) << 56));
        }
    }

    #[inline]
    fn write_u8(&mut self, i: u8) {
        self.add(u64::from(i));
    }

    #[inline]
    fn write_u16(&mut self, i: u16) {
        self.add(u64::from(i));
    }

    #[inline]
    fn write_u32(&mut self, i: u32) {
        self.add(u64::from(i));
    }

    #[inline]
    fn write_u64(&mut self, i: u64) {
        self.add(i);
    }

    #[inline]
    fn write_u128(&mut self, i: u128) {
        self.add(i as u64);
        self.add((i >> 64) as u64);
    }

    #[inline]
    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }

    #[inline]
    fn finish(&self) -> u64 {
        // A product's low bits depend on the input's low bits only, and
        // hashbrown takes a key's first bucket from the low bits: keys that
        // differ only above bit 20 (multiples of 2^21, `a << 32 | b` with
        // `b` fixed) would share their first buckets in a table of 2^21 and
        // a map of n of them take O(n^2). So a folded multiply: the high
        // and low halves of the 128-bit product, XORed, reach every bit.
        let p = u128::from(self.hash) * u128::from(K);
        (p as u64) ^ ((p >> 64) as u64)
    }
}

/// The `BuildHasher` of [`FxHasher`], for `HashMap::with_hasher`.
pub type FxBuildHasher = BuildHasherDefault<FxHasher>;

/// A `HashMap` with [`FxHasher`]; make one with `FxHashMap::default()`.
pub type FxHashMap<K, V> = HashMap<K, V, FxBuildHasher>;

/// A `HashSet` with [`FxHasher`]; make one with `FxHashSet::default()`.
pub type FxHashSet<K> = HashSet<K, FxBuildHasher>;

#[cfg(test)]
mod tests {
    use super::*;
    use std::hash::Hash;

    fn hash_of<T: Hash>(t: &T) -> u64 {
        let mut h = FxHasher::default();
        t.hash(&mut h);
        h.finish()
    }

    #[test]
    fn byte_strings_of_different_lengths_differ() {
        // Trailing zero bytes, and the length prefix std adds to slices.
        assert_ne!(hash_of(&"ab"), hash_of(&"ab\0"));
        let mut a = FxHasher::default();
        a.write(b"ab");
        let mut b = FxHasher::default();
        b.write(b"ab\0");
        assert_ne!(a.finish(), b.finish());
    }

    #[test]
    fn a_map_of_many_keys_holds_them_all() {
        let mut map: FxHashMap<(u32, u32), u32> = FxHashMap::default();
        for x in 0..300u32 {
            for y in 0..300u32 {
                map.insert((x, y), x * 1000 + y);
            }
        }
        assert_eq!(map.len(), 90_000);
        assert!((0..300u32).all(|x| map[&(x, 299 - x)] == x * 1000 + 299 - x));
        // Distinct small keys give distinct hashes (the multiply is a bijection
        // on one word).
        let hashes: FxHashSet<u64> = (0..100_000u64).map(|i| hash_of(&i)).collect();
        assert_eq!(hashes.len(), 100_000);
    }

    /// How many distinct first buckets (the low `bits` bits, as hashbrown
    /// takes them) the keys get.
    fn first_buckets<T: Hash>(keys: impl Iterator<Item = T>, bits: u32) -> usize {
        let buckets: FxHashSet<u64> = keys.map(|k| hash_of(&k) & ((1 << bits) - 1)).collect();
        buckets.len()
    }

    #[test]
    fn keys_that_differ_only_in_high_bits_get_different_buckets() {
        // 2^16 keys into 2^17 buckets: a random hash gives about
        // 2^17 (1 - e^-0.5) = 51,571 distinct first buckets (79%); keys whose
        // first buckets collapse give at most 2^(17 - k) for multiples of
        // 2^k (32 for k = 12, 1 for k >= 17, before the folded multiply).
        // Multiples of 2^k, and bits rotated to sit at the top and bottom.
        for shift in [0, 1, 8, 12, 16, 21, 26, 32, 40, 43, 48, 56, 60, 63] {
            let n = first_buckets((0..1u64 << 16).map(|i| i.rotate_left(shift)), 17);
            assert!(n > 32_768, "keys i.rotate_left({shift}): {n} buckets");
        }
        // Pairs with one coordinate fixed, and a u32 high half.
        let n = first_buckets((0..1u32 << 16).map(|i| (i << 16, 7u32)), 17);
        assert!(n > 32_768, "pairs (i << 16, 7): {n} buckets");
        let n = first_buckets((0..1u64 << 16).map(|i| (i << 32) | 5), 17);
        assert!(n > 32_768, "keys i << 32 | 5: {n} buckets");
    }
}
