//! The values of an octal game: in 16 bits each up to 2^22 of them, then
//! packed into 12 bits each (1.5 bytes a value) while every value is below
//! 4096, and in 16 bits again from the first value of 4096 on. Officers (0.6) has 319 as its largest value in its first 10^7
//! heaps, so its values take 1.5 bytes each past 2^22; 0.007 and 4.007 reach 1,048 and
//! 861 in their first 2 * 10^5 (see `docs/octal.md`).
//!
//! [`sparse::OctalValues`](super::sparse::OctalValues) reads packed values
//! one at a time where it reads few (the partners of the larger rare heaps,
//! the witnesses), and as `u16` slices where it reads runs of splits: the
//! first 32,768 values and the last 65,536 or more are also kept as `u16`,
//! the partners of the smaller rare heaps are read there, and a run
//! elsewhere is unpacked into a small buffer a chunk at a time.

/// The first values kept as `u16` too (packed store).
const FRONT: usize = 1 << 15;
/// At least this many of the last values kept as `u16` too (packed store).
const WINDOW: usize = 1 << 16;
/// The packed store holds values below this.
const PACKED_LIMIT: u16 = 1 << 12;
/// The values are packed when there are this many (8 MiB as `u16`), if
/// all are below [`PACKED_LIMIT`]; before, they are kept as `u16`.
const PACK_AT: usize = 1 << 22;

/// The values `g(0), g(1), ...` of an octal game's heaps: 16 bits each up
/// to 2^22 values (8 MiB), where reading them is fastest and their memory
/// small beside the process's; then, if all are below 4096, packed into 12
/// bits each, and back to 16 bits from the first value of 4096 on (the
/// values so far are copied once each time).
///
/// # Example
/// ```
/// use grundy::octal::store::Values;
/// let mut v = Values::new();
/// for x in [0, 1, 4095, 7, 4096] {
///     v.push(x);
/// }
/// assert_eq!((v.len(), v.get(2), v.get(4)), (5, 4095, 4096));
/// assert_eq!(v.to_vec(), vec![0, 1, 4095, 7, 4096]);
/// ```
#[derive(Clone, Debug)]
pub struct Values {
    /// Packed: value `i` in bits `12 i..12 i + 12` of these bytes read as
    /// one little-endian number; `3 * ceil(len / 2)` bytes (so the two
    /// bytes holding any value are there). Empty once wide.
    packed: Vec<u8>,
    /// Wide: the values as `u16`, once a value has reached 4096.
    wide: Vec<u16>,
    /// Whether the values are in `wide`.
    is_wide: bool,
    /// The largest value so far, while wide and not yet packed.
    max: u16,
    /// The length at which a wide store is packed (if `max` allows): [`PACK_AT`], less in
    /// tests, 0 once it cannot be (packed or widened).
    pack_at: usize,
    len: usize,
    /// Packed: the first values (up to [`FRONT`]) as `u16`.
    front: Vec<u16>,
    /// Packed: the values `top_start..len` as `u16` (at least the last
    /// [`WINDOW`], at most twice as many).
    top: Vec<u16>,
    top_start: usize,
    /// How many values room was made for ([`Values::reserve`]).
    room: usize,
    /// The store widens at the first value from this on: [`PACKED_LIMIT`],
    /// or less in tests.
    limit: u16,
    /// [`FRONT`] and [`WINDOW`], or less in tests.
    front_len: usize,
    window: usize,
}

impl Default for Values {
    /// No values ([`Values::new`]).
    fn default() -> Values {
        Values::new()
    }
}

impl Values {
    /// No values.
    ///
    /// # Example
    /// ```
    /// use grundy::octal::store::Values;
    /// assert!(Values::new().is_empty());
    /// ```
    pub fn new() -> Values {
        Values::for_tests(PACKED_LIMIT, FRONT, WINDOW, PACK_AT)
    }

    /// A store that widens at the first value from `limit` on (at most
    /// [`PACKED_LIMIT`]), keeps `front` and at least `window` values (at
    /// least 1) as `u16`, and is packed at `pack_at` values (0: from the
    /// start): for tests of the packing, the widening and the reads past the
    /// front and the window.
    pub(crate) fn for_tests(limit: u16, front: usize, window: usize, pack_at: usize) -> Values {
        Values {
            packed: Vec::new(),
            wide: Vec::new(),
            is_wide: pack_at > 0,
            max: 0,
            pack_at,
            len: 0,
            front: Vec::new(),
            top: Vec::new(),
            top_start: 0,
            room: 0,
            limit: limit.min(PACKED_LIMIT),
            front_len: front,
            window: window.max(1),
        }
    }

    /// How many values there are.
    ///
    /// # Example
    /// ```
    /// use grundy::octal::store::Values;
    /// let mut v = Values::new();
    /// v.push(3);
    /// assert_eq!(v.len(), 1);
    /// ```
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether there are no values.
    ///
    /// # Example
    /// ```
    /// use grundy::octal::store::Values;
    /// let mut v = Values::new();
    /// v.push(0);
    /// assert!(!v.is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Whether the values are kept in 16 bits: fewer than 2^22 of them, or
    /// one has reached 4096.
    ///
    /// # Example
    /// ```
    /// use grundy::octal::store::Values;
    /// let mut v = Values::new();
    /// v.push(4095);
    /// assert!(v.is_wide());
    /// ```
    pub fn is_wide(&self) -> bool {
        self.is_wide
    }

    /// The value of heap `n`.
    ///
    /// # Panics
    /// If `n >= len()`.
    ///
    /// # Example
    /// ```
    /// use grundy::octal::store::Values;
    /// let mut v = Values::new();
    /// v.push(5);
    /// v.push(2748);
    /// assert_eq!((v.get(0), v.get(1)), (5, 2748));
    /// ```
    pub fn get(&self, n: usize) -> u16 {
        assert!(n < self.len, "value {} of {}", n, self.len);
        if self.is_wide {
            self.wide[n]
        } else {
            self.packed_at(n)
        }
    }

    /// The values in order.
    ///
    /// # Example
    /// ```
    /// use grundy::octal::store::Values;
    /// let mut v = Values::new();
    /// for x in [3, 0, 4000] {
    ///     v.push(x);
    /// }
    /// assert_eq!(v.iter().map(u32::from).sum::<u32>(), 4003);
    /// ```
    pub fn iter(&self) -> impl Iterator<Item = u16> + '_ {
        (0..self.len).map(move |n| self.get(n))
    }

    /// The values as a slice while they are kept in 16 bits, else `None`.
    ///
    /// # Example
    /// ```
    /// use grundy::octal::store::Values;
    /// let mut v = Values::new();
    /// v.push(7);
    /// assert_eq!(v.as_slice(), Some(&[7u16][..]));
    /// ```
    pub fn as_slice(&self) -> Option<&[u16]> {
        if self.is_wide {
            Some(&self.wide)
        } else {
            None
        }
    }

    /// The values as a vector (a copy, two bytes a value).
    ///
    /// # Example
    /// ```
    /// use grundy::octal::store::Values;
    /// let mut v = Values::new();
    /// v.push(1);
    /// v.push(2);
    /// assert_eq!(v.to_vec(), vec![1, 2]);
    /// ```
    pub fn to_vec(&self) -> Vec<u16> {
        if self.is_wide {
            return self.wide.clone();
        }
        let mut out = vec![0; self.len];
        self.unpack(0, &mut out);
        out
    }

    /// Makes room for `len` values in all (12 bits each, or 16 once wide),
    /// so that the store does not grow step by step (each step would leave
    /// the old store's pages to the allocator).
    ///
    /// # Panics
    /// With the [memory](crate::judge::memory) message when they do not fit.
    ///
    /// # Example
    /// ```
    /// use grundy::octal::store::Values;
    /// let mut v = Values::new();
    /// v.reserve(1000);
    /// v.push(9);
    /// assert_eq!(v.get(0), 9);
    /// ```
    pub fn reserve(&mut self, len: usize) {
        self.room = self.room.max(len);
        if self.is_wide {
            crate::judge::memory::room_for("octal values", &mut self.wide, len);
        } else {
            let bytes = len.saturating_add(1) / 2 * 3;
            crate::judge::memory::room_for("octal values", &mut self.packed, bytes);
        }
    }

    /// Appends `v` as the value of heap `len()`.
    ///
    /// # Example
    /// ```
    /// use grundy::octal::store::Values;
    /// let mut v = Values::new();
    /// v.push(65535);
    /// assert_eq!(v.get(0), 65535);
    /// ```
    pub fn push(&mut self, v: u16) {
        if !self.is_wide && v >= self.limit {
            self.widen();
        }
        let n = self.len;
        self.len += 1;
        if self.is_wide {
            self.wide.push(v);
            self.max = self.max.max(v);
            if self.len == self.pack_at && self.max < self.limit {
                self.pack();
            }
            return;
        }
        if n % 2 == 0 {
            self.packed.extend_from_slice(&[v as u8, (v >> 8) as u8, 0]);
        } else {
            let b = n + n / 2;
            self.packed[b] |= (v << 4) as u8;
            self.packed[b + 1] = (v >> 4) as u8;
        }
        if n < self.front_len {
            self.front.push(v);
        }
        if self.top.len() == 2 * self.window {
            self.top.drain(..self.window);
            self.top_start += self.window;
        }
        self.top.push(v);
    }

    /// Copies the values into the packed store (with its front and window)
    /// and drops the 16-bit one.
    #[cold]
    fn pack(&mut self) {
        let wide = std::mem::take(&mut self.wide);
        self.is_wide = false;
        self.pack_at = 0;
        self.len = 0;
        self.reserve(wide.len());
        for &v in &wide {
            self.push(v);
        }
    }

    /// Copies the values into the 16-bit store and drops the packed one.
    #[cold]
    fn widen(&mut self) {
        self.pack_at = 0;
        let mut wide = Vec::new();
        crate::judge::memory::room_for("octal values", &mut wide, self.room.max(self.len + 1));
        wide.resize(self.len, 0);
        self.unpack(0, &mut wide);
        self.wide = wide;
        self.is_wide = true;
        self.packed = Vec::new();
        self.front = Vec::new();
        self.top = Vec::new();
        self.top_start = 0;
    }

    /// Value `n` of the packed store (`n < len`).
    #[inline(always)]
    fn packed_at(&self, n: usize) -> u16 {
        let b = n + n / 2;
        // One bounds check and one two-byte load.
        let x = match self.packed.get(b..b + 2) {
            Some(&[lo, hi]) => u16::from_le_bytes([lo, hi]),
            _ => panic!("value {} of {}", n, self.len),
        };
        (x >> ((n & 1) << 2)) & 0xfff
    }

    /// The value of heap `n` (`n < len`), the store known to be wide
    /// (`W`) or packed: no test of which.
    #[inline(always)]
    pub(crate) fn at<const W: bool>(&self, n: usize) -> u16 {
        if W {
            self.wide[n]
        } else {
            self.packed_at(n)
        }
    }

    /// The last values as a slice, and the heap of its first: the store
    /// itself when wide, else the window of values kept as `u16`.
    #[inline(always)]
    pub(crate) fn window<const W: bool>(&self) -> (&[u16], usize) {
        if W {
            (&self.wide, 0)
        } else {
            (&self.top, self.top_start)
        }
    }

    /// The values `start..end` (`end <= len`) as a slice: of the store
    /// itself when wide, of the front or the window when they hold them,
    /// else unpacked into `buf` (at least `end - start` long).
    #[inline(always)]
    pub(crate) fn range<'a, const W: bool>(
        &'a self,
        start: usize,
        end: usize,
        buf: &'a mut [u16],
    ) -> &'a [u16] {
        if W {
            &self.wide[start..end]
        } else if end <= self.front.len() {
            &self.front[start..end]
        } else if start >= self.top_start {
            &self.top[start - self.top_start..end - self.top_start]
        } else {
            let out = &mut buf[..end - start];
            self.unpack(start, out);
            out
        }
    }

    /// Writes the packed values `start..start + out.len()` to `out`.
    fn unpack(&self, start: usize, out: &mut [u16]) {
        let mut n = start;
        let mut rest = &mut out[..];
        if n % 2 == 1 && !rest.is_empty() {
            rest[0] = self.packed_at(n);
            rest = &mut rest[1..];
            n += 1;
        }
        // Two values in every three bytes from an even n on.
        let pairs = rest.len() / 2;
        let bytes = &self.packed[n / 2 * 3..n / 2 * 3 + 3 * pairs];
        for (two, three) in rest.chunks_exact_mut(2).zip(bytes.chunks_exact(3)) {
            let (b0, b1, b2) = (
                u16::from(three[0]),
                u16::from(three[1]),
                u16::from(three[2]),
            );
            two[0] = b0 | (b1 & 15) << 8;
            two[1] = b1 >> 4 | b2 << 4;
        }
        if rest.len() % 2 == 1 {
            let last = rest.len() - 1;
            rest[last] = self.packed_at(n + 2 * pairs);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{rngs::StdRng, Rng, SeedableRng};

    /// Random values below `limit`, pushed into `v` and read back by
    /// every way of reading, against a plain vector.
    fn check(mut v: Values, limit: u16, len: usize, seed: u64, wide: bool) {
        let mut rng = StdRng::seed_from_u64(seed);
        let mut plain = Vec::new();
        for _ in 0..len {
            let x = rng.random_range(0..limit);
            v.push(x);
            plain.push(x);
        }
        assert_eq!(v.to_vec(), plain, "seed {seed}");
        assert_eq!(v.is_wide(), wide, "seed {seed}");
        let mut buf = vec![0; 4096];
        for _ in 0..300 {
            let start = rng.random_range(0..len);
            let end = rng.random_range(start..=len.min(start + 4096));
            let got = if v.is_wide() {
                v.range::<true>(start, end, &mut buf).to_vec()
            } else {
                v.range::<false>(start, end, &mut buf).to_vec()
            };
            assert_eq!(got, plain[start..end], "seed {seed}: {start}..{end}");
            let n = rng.random_range(0..len);
            assert_eq!(v.get(n), plain[n], "seed {seed}: {n}");
            let (window, first) = if v.is_wide() {
                v.window::<true>()
            } else {
                v.window::<false>()
            };
            assert_eq!(window, &plain[first..], "seed {seed}");
        }
    }

    #[test]
    fn values_read_back_as_pushed() {
        // Packed from the start, past a short front and through many slides
        // of a short window.
        check(Values::for_tests(4096, 100, 300, 0), 4096, 5001, 1, false);
        check(Values::for_tests(4096, 100, 300, 0), 16, 1000, 2, false);
        // Packed at 1,000 values.
        check(
            Values::for_tests(4096, 100, 300, 1000),
            4096,
            5001,
            5,
            false,
        );
        // The front and window as used: past the front and the first slide.
        let (front, window) = (FRONT, WINDOW);
        let v = Values::for_tests(4096, front, window, 0);
        check(v, 4096, front + 2 * window + 3, 3, false);
        // Widened at the first value of 4096 or more (values up to 65,535:
        // one comes within the first few), and never packed then.
        check(
            Values::for_tests(4096, 100, 300, 0),
            u16::MAX,
            2000,
            4,
            true,
        );
        check(
            Values::for_tests(4096, 100, 300, 1000),
            u16::MAX,
            2000,
            6,
            true,
        );
        // Below 2^22 values, kept in 16 bits.
        check(Values::new(), 4096, 3000, 7, true);
    }
}
