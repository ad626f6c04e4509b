//! The table under [`HashMemo`](super::HashMemo): open addressing where
//! small integer keys keep their order.
//!
//! A memo's search meets positions in runs: the options of a position are
//! near it (a heap one smaller, a mask one bit less, `(rest - k, k)`). A
//! contestant's C++ `std::unordered_map` hashes an integer to itself and
//! takes it modulo a prime bucket count, so such runs stay in a few cache
//! lines and pages; a hash that scatters every key (FxHash, SipHash) costs
//! a cache miss, often a TLB miss, per lookup: on the tuple-state game of
//! issue 29 (300,000 positions) std's `HashMap` with FxHash was 2.5x that
//! C++, and the C++ itself, given a scattering hash, 5x slower
//! (2026-11-24, `docs/benchmarks.md`).
//!
//! So a position is first reduced to a 64-bit *word* ([`WordHasher`], the
//! `Hasher` the key's own `Hash` writes to, so the user names no trait): an
//! integer key (`u8` to `u64`, `usize`, signed ones as their bits, and
//! `u128` below `2^64`) is its own word, and a key of several integers
//! that fit in 64 bits together (`(u32, u8)`, `(u16, u16, u16)`, `(i32,
//! i32)`) is *packed*, its fields side by side, the first highest: the
//! tuple `(rest, last)` is the integer `rest << 8 | last`, and takes the
//! path of integer keys. Wider keys (`(u64, u64)`, a `Vec`, an array, whose
//! length `std` writes first as a `usize`) mix the word so far and XOR
//! each further field in. In a table of `2^b`
//! slots the *home* slot of word `w` is `w ^ f(w >> b)` modulo `2^b`, with
//! `f` two folded multiplies and `f(0) = 0`: keys below `2^b` sit in their
//! own slot (a run of keys is a run of slots, distinct small keys never
//! meet), and the bits above `b` are spread over the whole index, so keys
//! that differ only in their high bits (`i << 32`, `a << 16 | c`) land far
//! apart.
//!
//! A packed key leaves bits unused: `(rest, last)` with `last` below 16 is
//! `rest << 8 | last`, bits 4 to 7 always 0, so a table of `2^21` slots
//! would overlay 16 runs of `rest` (the bits above 21 folded in) and the
//! keys would collide where `rest << 4 | last`, the contestant's packing,
//! sits each in its own slot. So the table keeps the OR of the words of
//! its keys, and its longest run of 0 bits below the highest 1, the *gap*,
//! is squeezed out of a word before its home is taken; when a key sets a
//! bit the OR did not have, the gap is worked out again, and if it moved
//! every key is placed again (at most 64 times, nearly always while the
//! table is small). On the tuple game of issue 41 (a `(u32, u8)` position,
//! about a million of them) that made `Grundy::new` 2.5 times faster, the
//! hand-packed `u64`'s time (`docs/benchmarks.md`).
//!
//! A key goes in its home slot when that is empty. Otherwise it goes by the
//! SwissTable scheme (Abseil's `flat_hash_map`, Rust's hashbrown): each slot
//! has a control byte, 0 if empty, else `0x80` and 7 bits of a hash of the
//! key, kept 8 to a word; the groups of 8 slots from the home's are read a
//! word at a time, each an odd number of groups (drawn from the key's hash)
//! past the last, and the key is put in the first empty slot of the first
//! group that has one. A lookup reads the home slot, and only if it holds another key the
//! groups, comparing keys only where the tag matches: the key is absent if
//! its home is empty (no key is removed, so a home once taken stays taken)
//! or if a group with an empty slot does not hold it.
//!
//! The table doubles before it is 3/4 full, in place (the slots' vector
//! extended, every key placed again, so the old table and the new are not
//! both held: the peak is the table). A slot holds the value plus one (0
//! for an empty slot) and the key, packed to a `u32`'s alignment: 12
//! bytes and a control byte for a `u64` position, where
//! `Option<(u64, NonZeroU32)>` takes 16. The smaller slot pays for the
//! lower load: on the sparse exponent masks of issue 29 (1.8 million
//! positions), 4 million slots of 12 bytes hold the memo in 52 MB, where 2
//! million of 16 bytes at 7/8 took 34 MB but left a third of the keys away
//! from home, and the probing cost 30% of the instructions.

use std::hash::{Hash, Hasher};
use std::mem::MaybeUninit;
use std::ptr;

/// The multiplier of the folded multiply (rustc's FxHash constant: odd,
/// bits well mixed).
const K: u64 = 0x517c_c1b7_2722_0a95;

/// The high and low halves of `x * K`, XORed: every bit of `x` reaches
/// every bit of the result; `fold(0) = 0`.
#[inline]
fn fold(x: u64) -> u64 {
    let p = u128::from(x) * u128::from(K);
    (p as u64) ^ ((p >> 64) as u64)
}

/// Reduces a key to one word: the integers a key writes (its fields, in
/// order) are *packed*, each shifted in below the ones before at its own
/// width, while they fit in 64 bits, so an integer key is its own word and
/// a `(u32, u8)` is `a << 8 | b`; from the first field that does not fit
/// on, each word is XORed onto a mix of the word so far.
///
/// A `(u32, u8)` position (remaining, last take) is then a small integer
/// that keeps the positions' order, and takes the path of integer keys:
/// nearby positions in nearby slots, keys below the table's size in their
/// own slot. Keys are still compared whole, so the word only places a key:
/// a key that does not pack (`(u64, u64)`, a `String`) is as right, only
/// spread like a hash.
#[derive(Default)]
pub(crate) struct WordHasher {
    word: u64,
    /// Bits packed so far (64 once a field did not fit).
    bits: u32,
}

impl Hasher for WordHasher {
    /// Every integer comes here (by `Hasher`'s defaults, as its bytes):
    /// eight bytes a field, from the end, each field `i` read as a
    /// little-endian number of its bytes (so on a little-endian target an
    /// integer is its value, and a `u128` its high half, then its low
    /// half), of `width` bits: packed below the word (`width == 64` only
    /// when nothing is packed yet: the word is then `i`), or mixed in if it
    /// does not fit.
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.rchunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            let (i, width) = (u64::from_le_bytes(word), 8 * chunk.len() as u32);
            if self.bits + width <= 64 {
                self.word = if width == 64 {
                    i
                } else {
                    self.word << width | i
                };
                self.bits += width;
            } else {
                self.word = fold(self.word).rotate_left(23) ^ i;
                self.bits = 64;
            }
        }
    }
    #[inline]
    fn finish(&self) -> u64 {
        self.word
    }
}

/// The word of a key.
#[inline]
pub(crate) fn word_of<P: Hash>(key: &P) -> u64 {
    let mut h = WordHasher::default();
    key.hash(&mut h);
    h.finish()
}

/// A slot of the table: the value of its key plus one (0 if the slot is
/// empty, and then the key is not there), then the key, packed to the
/// alignment of a `u32`, so that a `u64` key and its value take 12 bytes
/// (an `Option<(u64, NonZeroU32)>` takes 16).
///
/// Safety: a packed field cannot be borrowed where it may be unaligned,
/// so the key is read as a copy of its bytes (`read_unaligned` of a
/// `MaybeUninit`, which asks nothing of them). A slot with a value holds
/// an initialized key: [`holds`](Self::holds) compares the copy and never
/// drops it; [`take`](Self::take) empties the slot first, so the key is
/// moved out once; the table's `Drop` takes every key.
#[repr(C, packed(4))]
struct Slot<P> {
    value: u32,
    key: MaybeUninit<P>,
}

impl<P> Slot<P> {
    /// An empty slot.
    fn empty() -> Self {
        Slot {
            value: 0,
            key: MaybeUninit::uninit(),
        }
    }

    /// Whether the slot holds `key`.
    #[inline]
    fn holds(&self, key: &P) -> bool
    where
        P: Eq,
    {
        self.value != 0
            && unsafe { ptr::read_unaligned(ptr::addr_of!(self.key)).assume_init_ref() == key }
    }

    /// The key and the value (plus one) moved out, the slot left empty.
    #[inline]
    fn take(&mut self) -> Option<(P, u32)> {
        let value = std::mem::replace(&mut self.value, 0);
        if value == 0 {
            return None;
        }
        Some((
            unsafe { ptr::read_unaligned(ptr::addr_of!(self.key)).assume_init() },
            value,
        ))
    }
}

/// An open-addressing map from keys to `u32` values below `u32::MAX`: see
/// the [module documentation](self).
pub(crate) struct Table<P> {
    /// One byte a slot, 8 a word (slot `i` is byte `i % 8`, from the low
    /// end, of word `i / 8`): 0 if empty, else `0x80` and 7 bits of a hash
    /// of the key (so most slots holding another key are passed over
    /// without reading the key).
    ctrl: Vec<u64>,
    slots: Vec<Slot<P>>,
    /// `slots.len() == 1 << bits`.
    bits: u32,
    len: usize,
    /// The OR of the words of the keys put in so far.
    seen: u64,
    /// The run of bits [`seen`](Self::seen) has never set that
    /// [`home`](Self::home) squeezes out: `gap` bits above the bits of
    /// `low` (0: none).
    low: u64,
    gap: u32,
}

/// The byte 1 in each lane of a word of 8 control bytes.
const LANES: u64 = 0x0101_0101_0101_0101;
/// The high bit of each lane.
const HIGH: u64 = 0x8080_8080_8080_8080;

impl<P: Clone + Eq + Hash> Table<P> {
    /// An empty table of 16 slots.
    pub(crate) fn new() -> Self {
        let mut t = Table {
            ctrl: Vec::new(),
            slots: Vec::new(),
            bits: 0,
            len: 0,
            seen: 0,
            low: 0,
            gap: 0,
        };
        t.place_again(16);
        t
    }

    /// An empty table with room for `n` keys before it grows (the slots
    /// allocated now: the smallest power of two with `n` at most 3/4 of
    /// it).
    pub(crate) fn with_capacity(n: usize) -> Self {
        let mut t = Self::new();
        t.place_again((n.saturating_mul(4) / 3 + 1).next_power_of_two().max(16));
        t
    }

    /// The home slot of `word`: the word with the gap squeezed out, itself
    /// below the table's size, the bits above folded in.
    #[inline]
    fn home(&self, word: u64) -> usize {
        let word = (word & self.low) | ((word >> self.gap) & !self.low);
        (word ^ fold(fold(word >> self.bits))) as usize & (self.slots.len() - 1)
    }

    /// The slot holding `key` and its value, or the empty slot where it
    /// would go and `None`.
    ///
    /// The home slot first: it holds the key, or it is empty and the key
    /// is absent (a key is put in its home slot when that is empty, and
    /// no key is removed). Otherwise the groups of 8 slots from the home's
    /// are searched, each step (an odd number of groups, from the key's
    /// hash) further: the key is among the slots of its tag in the first
    /// group that has an empty slot or before, and goes in that empty slot.
    /// (In [`find_away`](Self::find_away), `m` has the high bit of each
    /// byte of the group equal to the tag, exactly: no borrow between
    /// lanes.)
    #[inline]
    fn find(&self, key: &P) -> (usize, Option<u32>) {
        let word = word_of(key);
        let home = self.home(word);
        let slot = &self.slots[home];
        if slot.value == 0 {
            (home, None)
        } else if slot.holds(key) {
            (home, Some(slot.value))
        } else {
            self.find_away(key, word, home)
        }
    }

    /// [`find`](Self::find) past a home slot that holds another key.
    #[inline(never)]
    fn find_away(&self, key: &P, word: u64, home: usize) -> (usize, Option<u32>) {
        let hash = fold(word ^ K);
        let tag = 0x80 | (hash >> 57) as u8;
        let mask = self.ctrl.len() - 1;
        let step = (hash as usize) | 1;
        let mut g = home / 8;
        loop {
            let group = self.ctrl[g];
            let x = group ^ (LANES * u64::from(tag));
            let mut m = !(((x & !HIGH) + !HIGH) | x) & HIGH;
            while m != 0 {
                let i = 8 * g + (m.trailing_zeros() / 8) as usize;
                if self.slots[i].holds(key) {
                    return (i, Some(self.slots[i].value));
                }
                m &= m - 1;
            }
            let empty = !group & HIGH;
            if empty != 0 {
                return (8 * g + (empty.trailing_zeros() / 8) as usize, None);
            }
            g = g.wrapping_add(step) & mask;
        }
    }

    /// The value of `key`, if present.
    #[inline]
    pub(crate) fn get(&self, key: &P) -> Option<u32> {
        self.find(key).1.map(|v| v - 1)
    }

    /// Sets the value of `key` (below `u32::MAX`, as the memo's values and
    /// markers are), putting the key in if absent (the table first doubled
    /// if one more key would fill more than 3/4 of it).
    #[inline]
    pub(crate) fn set(&mut self, key: &P, value: u32) {
        if (self.len + 1) * 4 > self.slots.len() * 3 {
            self.place_again(2 * self.slots.len());
        }
        let word = word_of(key);
        if word & !self.seen != 0 {
            self.seen |= word;
            self.place_again(self.slots.len());
        }
        match self.find(key) {
            (i, Some(_)) => self.slots[i].value = value + 1,
            (i, None) => {
                self.put(i, key.clone(), value + 1);
                self.len += 1;
            }
        }
    }

    /// Whether slot `i` has a control byte (holds a key, or while the table
    /// grows, holds a key already placed).
    fn tagged(&self, i: usize) -> bool {
        self.ctrl[i / 8] >> (8 * (i % 8)) & 0xff != 0
    }

    /// Fills the empty slot `i` (`value` is the value plus one).
    #[inline]
    fn put(&mut self, i: usize, key: P, value: u32) {
        let tag = 0x80 | (fold(word_of(&key) ^ K) >> 57);
        self.ctrl[i / 8] |= tag << (8 * (i % 8));
        self.slots[i] = Slot {
            value,
            key: MaybeUninit::new(key),
        };
    }

    /// Makes the table `size` slots (at least its size now: twice when it
    /// grows, the same when a word sets new bits of
    /// [`seen`](Self::seen)) with the gap [`seen`](Self::seen) gives now,
    /// and places every key again (nothing to do if neither changes).
    ///
    /// The gap is the longest run of bits `seen` has never set below its
    /// highest bit (the lowest of the longest; `run` 0 bits up to bit `b`).
    ///
    /// When the table grows, the slots' vector is extended (a large one is
    /// remapped by the allocator, not copied: only the new half is new
    /// memory, and the old table is not kept beside the new one). The
    /// control bytes are made anew, all 0: a slot whose control byte is 0
    /// is empty or holds a key not yet placed. The old control bytes say
    /// which slots hold keys (a slot is passed over on its old control
    /// word, one byte a slot read, not the 12 or more of the slot, so a
    /// table made with room and placed again while nearly empty costs
    /// little; they are kept meanwhile); those slots are taken in order: a key not placed
    /// is taken out and put where it goes in the new table, in its home
    /// slot if that has no control byte (keys are distinct), else in the
    /// slot [`find_away`](Self::find_away) gives, and the key not yet
    /// placed that was there, if any, is placed next the same way.
    #[cold]
    #[inline(never)]
    fn place_again(&mut self, size: usize) {
        let (mut low, mut gap, mut run) = (0, 0, 0);
        for b in 0..64 - self.seen.leading_zeros() {
            run = if self.seen >> b & 1 == 0 { run + 1 } else { 0 };
            if run > gap {
                (low, gap) = ((1 << (b + 1 - run)) - 1, run);
            }
        }
        if (size, low, gap) == (self.slots.len(), self.low, self.gap) {
            return;
        }
        (self.low, self.gap) = (low, gap);
        crate::judge::memory::room_for("the memo's hash table", &mut self.slots, size);
        self.slots.resize_with(size, Slot::empty);
        let old = std::mem::replace(
            &mut self.ctrl,
            crate::judge::memory::filled("the memo's hash table", size / 8, 0),
        );
        self.bits = size.trailing_zeros();
        for i in 0..old.len() * 8 {
            if old[i / 8] >> (8 * (i % 8)) == 0 || self.tagged(i) {
                continue;
            }
            let mut next = self.slots[i].take();
            while let Some((key, value)) = next {
                let word = word_of(&key);
                let mut j = self.home(word);
                if self.tagged(j) {
                    j = self.find_away(&key, word, j).0;
                }
                next = self.slots[j].take();
                self.put(j, key, value);
            }
        }
    }
}

impl<P> Drop for Table<P> {
    /// Drops the keys (the slots do not: a key's bytes are a
    /// `MaybeUninit`).
    fn drop(&mut self) {
        if std::mem::needs_drop::<P>() {
            self.slots.iter_mut().for_each(|slot| drop(slot.take()));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::rngs::StdRng;
    use rand::{Rng, SeedableRng};
    use std::collections::HashMap;

    #[test]
    fn an_integer_key_is_its_own_word_and_small_keys_sit_in_their_slot() {
        assert_eq!(word_of(&12345u64), 12345);
        assert_eq!(word_of(&7u32), 7);
        if cfg!(target_endian = "little") && cfg!(target_pointer_width = "64") {
            // By Hasher's defaults, through write.
            assert_eq!(word_of(&12345usize), 12345);
            assert_eq!(word_of(&12345u128), 12345);
            let mut h = WordHasher::default();
            h.write_u64(5);
            h.write_u64(7);
            assert_eq!(word_of(&(5u128 << 64 | 7)), h.finish());
        }
        let mut t = Table::new();
        for k in 0..1000u64 {
            t.set(&k, (k % 7) as u32);
        }
        // 1000 keys, fewer than 3/4 of 2048 slots: each key below 2048 in
        // its own slot.
        assert_eq!(t.slots.len(), 2048);
        for k in 0..1000u64 {
            assert!(
                t.find(&k) == (k as usize, Some(1 + (k % 7) as u32)),
                "key {k}"
            );
        }
    }

    #[test]
    fn small_integer_fields_pack_into_one_word() {
        // The fields side by side, the first highest, at their types'
        // widths; signed ones as their bits.
        assert_eq!(word_of(&(5u32, 3u8)), 5 << 8 | 3);
        assert_eq!(word_of(&(1u16, 2u16, 3u16)), 1 << 32 | 2 << 16 | 3);
        assert_eq!(word_of(&(7u32, 9u32)), 7 << 32 | 9);
        assert_eq!(word_of(&(-1i8, 2u8)), 0xff << 8 | 2);
        assert_eq!(word_of(&(i32::MIN, 0u16)), 0x8000_0000 << 16);
        assert_eq!(word_of(&(u32::MAX, u8::MAX)), 0xff_ffff_ffff);
        assert_eq!(word_of(&[1u8, 2]), {
            // The length (a usize) fills the word; the bytes are mixed in.
            let mut h = WordHasher::default();
            h.write_u64(2);
            h.write_u64(0x0201);
            h.finish()
        });
        // Over 64 bits: the fields after the first that does not fit are
        // mixed in; distinct keys, distinct words here.
        let wide: std::collections::HashSet<u64> = (0..1000u64)
            .flat_map(|a| (0..10u8).map(move |b| word_of(&(a << 40, b, a))))
            .collect();
        assert_eq!(wide.len(), 10_000);
    }

    #[test]
    fn tuple_keys_sit_in_their_slots_once_their_unused_bits_are_squeezed() {
        // (rest, last) with last < 11: the word rest << 8 | last leaves bits
        // 4..8 unused; squeezed, the keys are rest << 4 | last, below the
        // table's size, each in its own slot (unsqueezed, 14 blocks of
        // 2^21 words would share the 2^21 slots).
        let mut t = Table::new();
        for rest in (0..100_000u32).rev() {
            for last in 0..11u8 {
                t.set(&(rest, last), rest % 7);
            }
        }
        assert_eq!((t.slots.len(), t.low, t.gap), (1 << 21, 0xf, 4));
        for rest in 0..100_000u32 {
            for last in 0..11u8 {
                let at = (rest as usize) << 4 | last as usize;
                assert!(
                    t.find(&(rest, last)) == (at, Some(rest % 7 + 1)),
                    "({rest}, {last})"
                );
            }
        }
    }

    #[test]
    fn keys_stay_found_when_the_squeezed_gap_changes() {
        // Pairs whose second field first stays below 16, then reaches 200
        // (the gap shrinks, every key placed again), then the first field
        // takes a bit of the old gap; then random keys leave no gap. Checked
        // against a HashMap after each phase.
        let mut rng = StdRng::seed_from_u64(4141);
        let mut t = Table::new();
        let mut map = HashMap::new();
        let mut phase = |t: &mut Table<(u32, u8)>, keys: Vec<(u32, u8)>| {
            for (n, k) in keys.into_iter().enumerate() {
                t.set(&k, n as u32);
                map.insert(k, n as u32);
            }
            assert_eq!(t.len, map.len());
            for (k, &v) in &map {
                assert_eq!(t.get(k), Some(v), "{k:?}");
            }
            for _ in 0..1000 {
                let k = (rng.random::<u32>() >> rng.random_range(0..32), rng.random());
                assert_eq!(t.get(&k), map.get(&k).copied(), "{k:?}");
            }
            (t.low, t.gap)
        };
        let a = phase(
            &mut t,
            (0..20_000u32).map(|i| (i * 64, (i % 16) as u8)).collect(),
        );
        assert_eq!(a, (0xf, 4 + 6));
        let b = phase(&mut t, (0..5_000u32).map(|i| (i * 64, 200)).collect());
        assert_eq!(b, (0xff, 6));
        let c = phase(&mut t, (0..5_000u32).map(|i| (i * 64 + 1, 3)).collect());
        assert_eq!(c, (0x1ff, 5));
        let mut other = StdRng::seed_from_u64(14);
        let keys = (0..20_000)
            .map(|_| (other.random(), other.random()))
            .collect();
        assert_eq!(phase(&mut t, keys), (0, 0));
    }

    #[test]
    fn a_table_made_with_room_does_not_grow_until_it_is_full() {
        let mut t = Table::with_capacity(1000);
        // 1000 <= 3/4 of 2048, not of 1024.
        assert_eq!(t.slots.len(), 2048);
        for k in 0..1536u64 {
            t.set(&k, 1);
        }
        assert_eq!(t.slots.len(), 2048);
        t.set(&1536, 1);
        assert_eq!(t.slots.len(), 4096);
        assert!((0..=1536u64).all(|k| t.get(&k) == Some(1)));
        assert_eq!(Table::<u64>::with_capacity(0).slots.len(), 16);
    }

    #[test]
    fn the_table_agrees_with_a_hash_map_on_spread_and_structured_keys() {
        let mut rng = StdRng::seed_from_u64(29);
        // Random words, multiples of high powers of two, pairs, and runs
        // of small keys moved by the same high bits.
        let mut keys: Vec<u64> = (0..20_000).map(|_| rng.random()).collect();
        keys.extend((0..5_000u64).map(|i| i << 40));
        keys.extend((0..5_000u64).map(|i| i.rotate_left(48)));
        for a in 0..8u64 {
            keys.extend((0..2_000u64).map(|c| a << 32 | c));
        }
        let mut t = Table::new();
        let mut map = HashMap::new();
        for (n, &k) in keys.iter().enumerate() {
            if map.contains_key(&k) {
                continue;
            }
            let v = (n % 1000) as u32;
            t.set(&k, v);
            map.insert(k, v);
        }
        assert_eq!(t.len, map.len());
        // New values for some keys.
        for (n, &k) in keys.iter().enumerate().step_by(7) {
            let v = (n % 999) as u32 + 1000;
            t.set(&k, v);
            map.insert(k, v);
        }
        assert_eq!(t.len, map.len());
        for (&k, &v) in &map {
            assert_eq!(t.get(&k), Some(v), "key {k:#x}");
        }
        for _ in 0..1000 {
            let k: u64 = rng.random();
            assert_eq!(t.get(&k), map.get(&k).copied(), "key {k:#x}");
        }
        // Tuple and string keys.
        let mut pairs = Table::new();
        for x in 0..100u32 {
            for y in 0..100u32 {
                pairs.set(&(x, y), x * 100 + y);
            }
        }
        assert!((0..100u32).all(|x| pairs.get(&(x, 99 - x)) == Some(x * 100 + 99 - x)));
        assert_eq!(pairs.len, 10_000);
        assert_eq!(pairs.get(&(100, 0)), None);
        let mut strings = Table::new();
        strings.set(&"ab".to_string(), 1);
        strings.set(&"ab\0".to_string(), 2);
        assert_eq!(strings.get(&"ab".to_string()), Some(1));
        assert_eq!(strings.get(&"ab\0".to_string()), Some(2));
    }

    #[test]
    fn a_table_doubled_in_place_many_times_keeps_every_key() {
        // Keys that collide and are displaced (runs moved by high bits,
        // multiples of powers of two, random words), checked against a
        // BTreeMap after every doubling, 16 slots to 2^16.
        let mut rng = StdRng::seed_from_u64(1729);
        let mut t = Table::new();
        let mut map = std::collections::BTreeMap::new();
        let mut size = t.slots.len();
        for n in 0..50_000u64 {
            let k = match n % 4 {
                0 => n,
                1 => (n >> 2) << 17 | (n & 3),
                2 => rng.random::<u64>() >> (n % 64),
                _ => (n % 600) << 40 | (n % 7),
            };
            let v = (n % 5_000) as u32;
            t.set(&k, v);
            map.insert(k, v);
            if t.slots.len() != size {
                size = t.slots.len();
                assert_eq!(t.len, map.len(), "{size} slots");
                for (&k, &v) in &map {
                    assert_eq!(t.get(&k), Some(v), "key {k:#x}, {size} slots");
                }
                let placed = (0..size).filter(|&i| t.slots[i].value != 0).count();
                let tagged = t
                    .ctrl
                    .iter()
                    .map(|g| (g & HIGH).count_ones() as usize)
                    .sum();
                assert_eq!((placed, tagged), (map.len(), map.len()), "{size} slots");
            }
        }
        assert_eq!(size, 1 << 16);
        assert!((0..1000).all(|_| {
            let k: u64 = rng.random();
            t.get(&k) == map.get(&k).copied()
        }));
    }

    #[test]
    fn keys_are_dropped_once_through_growth_and_the_tables_drop() {
        // Keys that count their clones: 5,000 of them (the table doubled
        // ten times, every key moved), looked up and set again, then the
        // table dropped: each clone the table took is dropped exactly once
        // (a count of 1 left: no leak, and no double drop, which would
        // bring it below 1 or crash).
        use std::rc::Rc;
        let keys: Vec<Rc<u64>> = (0..5_000u64)
            .map(|i| Rc::new(i.rotate_left(40) ^ i))
            .collect();
        let mut t = Table::new();
        for (i, k) in keys.iter().enumerate() {
            t.set(k, i as u32);
        }
        for (i, k) in keys.iter().enumerate() {
            assert_eq!(t.get(k), Some(i as u32));
            t.set(k, i as u32 + 1);
        }
        assert!(keys.iter().all(|k| Rc::strong_count(k) == 2));
        drop(t);
        assert!(keys.iter().all(|k| Rc::strong_count(k) == 1));
    }

    #[test]
    fn a_u64_key_and_its_value_take_12_bytes() {
        assert_eq!(std::mem::size_of::<Slot<u64>>(), 12);
        assert_eq!(std::mem::size_of::<Slot<u32>>(), 8);
        assert_eq!(std::mem::size_of::<Slot<(u64, u64)>>(), 20);
    }

    #[test]
    fn keys_that_differ_only_in_high_bits_are_spread() {
        // 2^16 keys in a table of 2^17 slots: with homes that collapsed
        // (multiples of 2^17 all at slot 0) nearly every key would be away
        // from its home; spread at load 1/2, about 80% are at home (a
        // random home is free with probability about 1 - load / 2 on
        // average over the filling).
        for shift in [17, 21, 32, 40, 48, 60] {
            let mut t = Table::new();
            for i in 0..1u64 << 16 {
                t.set(&i.rotate_left(shift), 0);
            }
            assert_eq!(t.slots.len(), 1 << 17);
            let at_home = (0..1u64 << 16)
                .filter(|&i| {
                    let key = i.rotate_left(shift);
                    t.find(&key).0 == t.home(word_of(&key))
                })
                .count();
            assert!(
                at_home > 45_000,
                "keys i.rotate_left({shift}): {at_home} at home"
            );
        }
    }
}
