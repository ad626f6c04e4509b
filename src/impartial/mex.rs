//! The minimum excluded value (mex): the least non-negative integer not in a
//! set. The Grundy value of a position is the mex of the values of its options,
//! and the mex of the empty set is 0 (a position with no move is lost).
//!
//! Three forms, from fastest to most general:
//! - [`mex_mask`]: the set as the bits of a `u64` (values below 64);
//! - [`MexSet`]: a reusable bitset for any values, cleared in time proportional
//!   to what was inserted, for hot loops with values of 64 and more;
//! - [`mex`]: any iterator of values, for code where clarity beats speed.

/// The mex of the set whose members are the set bits of `mask`.
///
/// Bit `v` set means `v` is in the set. A full mask (every value 0..=63 present)
/// gives 64.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use grundy::mex::mex_mask;
/// assert_eq!(mex_mask(0), 0); // mex of the empty set
/// assert_eq!(mex_mask(0b1011), 2); // {0, 1, 3}
/// assert_eq!(mex_mask(u64::MAX), 64);
/// ```
pub fn mex_mask(mask: u64) -> u32 {
    (!mask).trailing_zeros()
}

/// The mex of any collection of non-negative integers (duplicates allowed).
///
/// # Complexity
/// O(k) time and memory for k values: values of k or more cannot be the mex,
/// so they are skipped.
///
/// # Example
/// ```
/// use grundy::mex::mex;
/// assert_eq!(mex(Vec::<usize>::new()), 0);
/// assert_eq!(mex([0, 1, 1, 5, 2]), 3);
/// assert_eq!(mex([1, 2, 3]), 0);
/// ```
pub fn mex<I: IntoIterator<Item = usize>>(values: I) -> usize {
    let values: Vec<usize> = values.into_iter().collect();
    let mut seen = vec![false; values.len() + 1];
    for v in values {
        if v < seen.len() {
            seen[v] = true;
        }
    }
    seen.iter().position(|&s| !s).unwrap_or(seen.len())
}

/// A reusable set of small non-negative integers that answers its mex.
///
/// Insert values, ask [`MexSet::take_mex`], and the set is empty again, ready
/// for the next position, without a new allocation. Clearing costs only the
/// words that were touched.
///
/// # Example
/// ```
/// use grundy::mex::MexSet;
/// let mut set = MexSet::new();
/// for v in [0, 1, 2, 64, 3] {
///     set.insert(v);
/// }
/// assert_eq!(set.take_mex(), 4);
/// assert_eq!(set.take_mex(), 0); // emptied by the previous call
/// ```
#[derive(Clone, Debug, Default)]
pub struct MexSet {
    words: Vec<u64>,
    touched: Vec<usize>,
}

impl MexSet {
    /// An empty set.
    ///
    /// # Example
    /// ```
    /// let mut set = grundy::mex::MexSet::new();
    /// assert_eq!(set.take_mex(), 0);
    /// ```
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds `v` to the set.
    ///
    /// # Panics
    /// `"MexSet: the value {v} needs {words} words of 64 bits, more than memory"`
    /// when the bitset cannot grow to `v / 64 + 1` words (`v` near `usize::MAX`).
    ///
    /// # Complexity
    /// Amortised O(1), plus growth to `v / 64` words the first time.
    ///
    /// # Example
    /// ```
    /// let mut set = grundy::mex::MexSet::new();
    /// set.insert(0);
    /// set.insert(2);
    /// assert_eq!(set.take_mex(), 1);
    /// ```
    #[inline]
    pub fn insert(&mut self, v: usize) {
        let w = v / 64;
        if w >= self.words.len() {
            self.grow(v);
        }
        let word = &mut self.words[w];
        if *word == 0 {
            self.touched.push(w);
        }
        *word |= 1 << (v % 64);
    }

    /// Room for value `v`: out of [`insert`](MexSet::insert)'s hot path,
    /// which stays small enough to be inlined (a search folds millions of
    /// values through it).
    #[cold]
    #[inline(never)]
    fn grow(&mut self, v: usize) {
        let w = v / 64;
        // w + 1 <= 2^58: no overflow; an allocation that fails panics here
        // instead of aborting the process.
        if self.words.try_reserve(w + 1 - self.words.len()).is_err() {
            panic!(
                "MexSet: the value {} needs {} words of 64 bits, more than memory",
                v,
                w + 1
            );
        }
        self.words.resize(w + 1, 0);
    }

    /// Whether no value has been inserted since the last
    /// [`take_mex`](Self::take_mex).
    ///
    /// # Example
    /// ```
    /// let mut set = grundy::mex::MexSet::new();
    /// assert!(set.is_empty());
    /// set.insert(70);
    /// assert!(!set.is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.touched.is_empty()
    }

    /// The mex of the values inserted since the last call; empties the set.
    ///
    /// # Complexity
    /// O(mex / 64 + words touched).
    ///
    /// # Example
    /// ```
    /// let mut set = grundy::mex::MexSet::new();
    /// (0..100).for_each(|v| set.insert(v));
    /// assert_eq!(set.take_mex(), 100);
    /// ```
    pub fn take_mex(&mut self) -> usize {
        let mut m = self.words.len() * 64;
        for (i, &w) in self.words.iter().enumerate() {
            if w != u64::MAX {
                m = i * 64 + mex_mask(w) as usize;
                break;
            }
        }
        for &w in &self.touched {
            self.words[w] = 0;
        }
        self.touched.clear();
        m
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The definition, read literally: the least n not in the set.
    fn mex_naive(values: &[usize]) -> usize {
        (0..).find(|n| !values.contains(n)).unwrap()
    }

    #[test]
    fn boundaries() {
        assert_eq!(mex_mask(0), 0);
        assert_eq!(mex_mask(1 << 63), 0);
        assert_eq!(mex_mask(u64::MAX >> 1), 63);
        assert_eq!(mex_mask(u64::MAX), 64);
        assert_eq!(mex(std::iter::empty()), 0);
        assert_eq!(MexSet::new().take_mex(), 0);
    }

    #[test]
    fn three_forms_agree_with_the_definition() {
        // Every subset of 0..12 as a mask, plus a few large values mixed in.
        let mut set = MexSet::new();
        for bits in 0u64..(1 << 12) {
            let mut values: Vec<usize> = (0..12).filter(|&v| bits >> v & 1 == 1).collect();
            let want = mex_naive(&values);
            assert_eq!(mex_mask(bits) as usize, want, "mask {bits:#b}");
            values.push(1000 + bits as usize);
            assert_eq!(mex(values.iter().copied()), want, "values {values:?}");
            values.iter().for_each(|&v| set.insert(v));
            assert_eq!(set.take_mex(), want, "MexSet {values:?}");
        }
    }

    #[test]
    fn mex_set_crosses_words() {
        let mut set = MexSet::new();
        for top in [63, 64, 65, 127, 128, 200] {
            (0..top).for_each(|v| set.insert(v));
            assert_eq!(set.take_mex(), top, "0..{top}");
        }
    }
}
