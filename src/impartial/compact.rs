//! Tables of Grundy values in the narrowest integer that holds them: `u8`
//! while every value is below 256, `u16` below 65,536, else `u32`, widened
//! (the values so far copied once) only when a value needs it, and read as
//! `u64`, the type of every Grundy value in the crate, as the octal store
//! ([`octal::store`](crate::impartial::octal::store)) does for octal games.
//!
//! A table of `u64` takes 8 bytes a position: 240 MB for a pile of 3*10^7,
//! where a judge gives 256 MB. The compact builders beside the `u64` ones
//! ([`subtraction_compact`](crate::impartial::subtraction::subtraction_compact),
//! [`fibonacci_compact`](crate::impartial::subtraction::fibonacci_compact),
//! [`heap_compact`](crate::impartial::heap::heap_compact),
//! [`compact::fill`](fill), `Grundy::fill`'s)
//! return a [`Compact`]: 1 byte a position for nearly every game.
//!
//! # Why beside, not instead
//!
//! Contestants index tables, `g[n]`, and `Index` must return a reference:
//! a `u64` read from a byte has none to give, so a compact table cannot be
//! indexed with `[]`. The `Vec<u64>` builders (`subtraction_table`, ...)
//! stay as they are, for every program that indexes them and every small
//! table; a large table is asked for with the `_compact` name and read
//! with [`Compact::get`] (or [`Compact::iter`], or turned into a `Vec<u64>` with
//! [`Compact::to_vec`] when it is small).
//!
//! ```
//! use grundy::subtraction::subtraction_compact;
//! // Take 1, 3 or 4 (BOJ 9660): period 7, 0 1 0 1 2 3 2.
//! let g = subtraction_compact(&[1, 3, 4], 1_000_000); // 1 MB, not 8
//! // 999,999 = 7 * 142,857: value 0; 1,000,000 is 1 more, value 1.
//! assert_eq!((g.get(7), g.get(999_999), g.get(1_000_000)), (0, 0, 1));
//! assert_eq!(g.bytes_per_value(), 1);
//! ```

/// The values, in the narrowest of three widths.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Cells {
    U8(Vec<u8>),
    U16(Vec<u16>),
    U32(Vec<u32>),
}

/// A table of Grundy values `g[0..len)` kept in the narrowest integer that
/// holds them (see the [module documentation](self)), read as `u64`.
///
/// # Example
/// ```
/// use grundy::compact::Compact;
/// let mut t = Compact::new();
/// t.push(3);
/// t.push(300); // widens to u16
/// assert_eq!((t.get(0), t.get(1), t.len(), t.bytes_per_value()), (3, 300, 2, 2));
/// assert_eq!(t.to_vec(), vec![3, 300]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Compact {
    cells: Cells,
}

impl Default for Compact {
    /// An empty table ([`Compact::new`]).
    fn default() -> Compact {
        Compact::new()
    }
}

impl Compact {
    /// An empty table of `u8` cells.
    ///
    /// # Example
    /// ```
    /// use grundy::compact::Compact;
    /// assert!(Compact::new().is_empty());
    /// ```
    pub fn new() -> Compact {
        Compact {
            cells: Cells::U8(Vec::new()),
        }
    }

    /// An empty table of `u8` cells with room for `n` values.
    ///
    /// # Panics
    /// With the [memory](crate::judge::memory) message when `n` bytes do
    /// not fit in memory.
    ///
    /// # Example
    /// ```
    /// use grundy::compact::Compact;
    /// let t = Compact::with_capacity(1000);
    /// assert_eq!(t.len(), 0);
    /// ```
    pub fn with_capacity(n: usize) -> Compact {
        Compact {
            cells: Cells::U8(crate::judge::memory::with_room("a compact table", n)),
        }
    }

    /// A table of the values of `bytes`, one byte each (what a builder
    /// whose values stay below 256 fills by itself).
    ///
    /// # Example
    /// ```
    /// use grundy::compact::Compact;
    /// assert_eq!(Compact::from_bytes(vec![0, 1, 2]).to_vec(), vec![0, 1, 2]);
    /// ```
    pub fn from_bytes(bytes: Vec<u8>) -> Compact {
        Compact {
            cells: Cells::U8(bytes),
        }
    }

    /// How many values there are.
    ///
    /// # Example
    /// ```
    /// use grundy::compact::Compact;
    /// assert_eq!(Compact::from_bytes(vec![4; 5]).len(), 5);
    /// ```
    pub fn len(&self) -> usize {
        match &self.cells {
            Cells::U8(v) => v.len(),
            Cells::U16(v) => v.len(),
            Cells::U32(v) => v.len(),
        }
    }

    /// Whether there are no values.
    ///
    /// # Example
    /// ```
    /// use grundy::compact::Compact;
    /// assert!(Compact::from_bytes(vec![]).is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The bytes each value takes now: 1, 2 or 4.
    ///
    /// # Example
    /// ```
    /// use grundy::compact::Compact;
    /// let mut t = Compact::new();
    /// t.push(65_535);
    /// assert_eq!(t.bytes_per_value(), 2);
    /// t.push(65_536);
    /// assert_eq!(t.bytes_per_value(), 4);
    /// ```
    pub fn bytes_per_value(&self) -> usize {
        match &self.cells {
            Cells::U8(_) => 1,
            Cells::U16(_) => 2,
            Cells::U32(_) => 4,
        }
    }

    /// The value `g[n]`.
    ///
    /// # Panics
    /// If `n >= len()`.
    ///
    /// # Example
    /// ```
    /// use grundy::compact::Compact;
    /// assert_eq!(Compact::from_bytes(vec![0, 7]).get(1), 7);
    /// ```
    #[inline]
    pub fn get(&self, n: usize) -> u64 {
        match &self.cells {
            Cells::U8(v) => u64::from(v[n]),
            Cells::U16(v) => u64::from(v[n]),
            Cells::U32(v) => u64::from(v[n]),
        }
    }

    /// Appends `value`, widening the cells first if it does not fit (the
    /// values so far copied once into the wider cells).
    ///
    /// # Panics
    /// If `value` is `2^32` or more (a Grundy value is at most the number of
    /// options of its position); with the [memory](crate::judge::memory)
    /// message when the table does not fit in memory.
    ///
    /// # Example
    /// ```
    /// use grundy::compact::Compact;
    /// let mut t = Compact::new();
    /// for v in [1, 255, 256, 70_000] {
    ///     t.push(v);
    /// }
    /// assert_eq!(t.to_vec(), vec![1, 255, 256, 70_000]);
    /// ```
    #[inline]
    pub fn push(&mut self, value: u64) {
        match &mut self.cells {
            Cells::U8(v) if value < 1 << 8 => v.push(value as u8),
            Cells::U16(v) if value < 1 << 16 => v.push(value as u16),
            Cells::U32(v) if value < 1 << 32 => v.push(value as u32),
            _ => self.widen_and_push(value),
        }
    }

    /// [`push`](Self::push) of a value the cells cannot hold.
    #[cold]
    #[inline(never)]
    fn widen_and_push(&mut self, value: u64) {
        assert!(
            value < 1 << 32,
            "a Grundy value of {} does not fit a compact table",
            value
        );
        let len = self.len();
        let cells = std::mem::replace(&mut self.cells, Cells::U8(Vec::new()));
        self.cells = if value < 1 << 16 {
            let mut wide = crate::judge::memory::with_room("a compact table", len + 1);
            if let Cells::U8(v) = cells {
                wide.extend(v.into_iter().map(u16::from));
            }
            wide.push(value as u16);
            Cells::U16(wide)
        } else {
            let mut wide = crate::judge::memory::with_room("a compact table", len + 1);
            match cells {
                Cells::U8(v) => wide.extend(v.into_iter().map(u32::from)),
                Cells::U16(v) => wide.extend(v.into_iter().map(u32::from)),
                Cells::U32(v) => wide.extend(v),
            }
            wide.push(value as u32);
            Cells::U32(wide)
        };
    }

    /// The values in order, as `u64`.
    ///
    /// # Example
    /// ```
    /// use grundy::compact::Compact;
    /// let t = Compact::from_bytes(vec![0, 1, 2, 0]);
    /// assert_eq!(t.iter().filter(|&v| v == 0).count(), 2);
    /// ```
    pub fn iter(&self) -> impl Iterator<Item = u64> + '_ {
        (0..self.len()).map(move |n| self.get(n))
    }

    /// The values as a `Vec<u64>` (8 bytes each: for a small table, or to
    /// compare with a `u64` builder).
    ///
    /// # Example
    /// ```
    /// use grundy::compact::Compact;
    /// assert_eq!(Compact::from_bytes(vec![2, 0]).to_vec(), vec![2, 0]);
    /// ```
    pub fn to_vec(&self) -> Vec<u64> {
        self.iter().collect()
    }
}

/// [`Grundy::fill`](crate::impartial::game::Grundy::fill) of `grundy`, the
/// table returned in the narrowest integer that holds its values (1 byte a
/// position while they are below 256) and read with `get(i)`, where `fill`
/// gives 8 bytes a position. (A function of this module, not a method of
/// `Grundy`, so that a program using `Grundy` alone bundles without it.)
///
/// # Panics
/// As [`Grundy::fill`](crate::impartial::game::Grundy::fill).
///
/// # Complexity
/// As `fill`; the table is 1, 2 or 4 bytes a position, beside the memo's 4.
///
/// # Example
/// ```
/// use grundy::compact::fill;
/// use grundy::game::{game_push, Grundy};
/// // Subtraction game {1, 3, 4} (BOJ 9660): 0 1 0 1 2 3 2, period 7.
/// let game = game_push(|&n: &u64, push| {
///     for k in [1, 3, 4].into_iter().filter(|&k| k <= n) {
///         push(&[n - k]);
///     }
/// });
/// let mut g = Grundy::dense(game, 7, |&n: &u64| n as usize);
/// let t = fill(&mut g, |i| i as u64);
/// assert_eq!((t.to_vec(), t.bytes_per_value()), (vec![0, 1, 0, 1, 2, 3, 2], 1));
/// ```
pub fn fill<G, F>(
    grundy: &mut crate::impartial::game::Grundy<G, crate::impartial::game::DenseMemo<F>>,
    position: impl Fn(usize) -> G::Position,
) -> Compact
where
    G: crate::impartial::game::Game,
    F: Fn(&G::Position) -> usize,
{
    grundy.fill_cells(position);
    let mut t = Compact::with_capacity(grundy.cells().len());
    for &v in grundy.cells() {
        t.push(u64::from(v));
    }
    t
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_cross_each_width_and_read_back() {
        // Pushes around 255/256 and 65,535/65,536, the widths after each,
        // and every value read back against the u64 list.
        let mut t = Compact::new();
        let mut want = Vec::new();
        let steps: [(u64, usize); 7] = [
            (0, 1),
            (255, 1),
            (256, 2),
            (3, 2),
            (65_535, 2),
            (65_536, 4),
            (u64::from(u32::MAX), 4),
        ];
        for (v, width) in steps {
            t.push(v);
            want.push(v);
            assert_eq!(t.bytes_per_value(), width, "after {v}");
            assert_eq!(t.to_vec(), want);
            assert_eq!(t.len(), want.len());
        }
        // Straight from u8 to u32.
        let mut t = Compact::from_bytes(vec![9, 255]);
        t.push(1 << 20);
        assert_eq!(
            (t.bytes_per_value(), t.to_vec()),
            (4, vec![9, 255, 1 << 20])
        );
    }

    #[test]
    #[should_panic(expected = "does not fit a compact table")]
    fn a_value_of_2_to_the_32_is_refused() {
        Compact::new().push(1 << 32);
    }
}

#[cfg(test)]
mod builder_tests {
    use crate::impartial::game::{game_push, Grundy};
    use crate::impartial::heap::{heap_compact, heap_table};
    use crate::impartial::subtraction::{
        fibonacci_compact, fibonacci_table, subtraction_compact, subtraction_table,
    };
    use rand::{rngs::StdRng, Rng, SeedableRng};

    #[test]
    fn compact_subtraction_tables_equal_the_u64_ones() {
        // Every small move set of 1..=8 (all 255 of them) to pile 300, random
        // larger sets, and sets of 64 or more moves (the MexSet path) whose
        // values reach 255, the top of a byte.
        for bits in 1u32..256 {
            let moves: Vec<usize> = (1..=8).filter(|s| bits >> (s - 1) & 1 == 1).collect();
            let g = subtraction_compact(&moves, 300);
            assert_eq!(g.to_vec(), subtraction_table(&moves, 300), "{moves:?}");
            assert_eq!(g.bytes_per_value(), 1);
        }
        let mut rng = StdRng::seed_from_u64(41);
        for _ in 0..50 {
            let k = rng.random_range(1..80);
            let moves: Vec<usize> = (0..k).map(|_| rng.random_range(1..200)).collect();
            let g = subtraction_compact(&moves, 2000);
            assert_eq!(g.to_vec(), subtraction_table(&moves, 2000), "{moves:?}");
        }
        // Take 1..=255: g(n) = n mod 256, 255 at n = 255.
        let all: Vec<usize> = (1..=255).collect();
        let g = subtraction_compact(&all, 1000);
        assert_eq!(g.to_vec(), subtraction_table(&all, 1000));
        assert_eq!((g.get(255), g.get(256), g.get(767)), (255, 0, 255));
    }

    #[test]
    fn compact_fibonacci_tables_equal_the_u64_ones() {
        for max in [0, 1, 2, 9, 100, 4095, 4096, 10_000, 100_000] {
            let g = fibonacci_compact(max);
            assert_eq!(g.to_vec(), fibonacci_table(max), "max {max}");
        }
    }

    #[test]
    fn compact_heap_tables_widen_where_values_cross_255_and_65535() {
        // Nim (take any): g(n) = n, so the table widens at heaps 256 and
        // 65,536; the values against heap_table and against n itself.
        let nim = |n: usize, push: &mut dyn FnMut(&[usize])| {
            for k in 0..n {
                push(&[k]);
            }
        };
        let g = heap_compact(300, nim);
        assert_eq!(g.to_vec(), heap_table(300, nim));
        assert_eq!((g.bytes_per_value(), g.get(255), g.get(256)), (2, 255, 256));
        assert_eq!(heap_compact(256, nim).bytes_per_value(), 1);
        // Heap k + 1 moves to every set of heaps 1..=k (the XOR of their
        // values): if heap j has value 2^(j - 1), those sets have every
        // value below 2^k and heap k + 1 has 2^k. Heap 9 is 256, heap 17
        // 65,536, heap 18 131,072: the table widens to u16, then u32.
        let powers = |n: usize, push: &mut dyn FnMut(&[usize])| {
            if n > 0 {
                for set in 0..1usize << (n - 1) {
                    let heaps: Vec<usize> = (1..n).filter(|j| set >> (j - 1) & 1 == 1).collect();
                    push(&heaps);
                }
            }
        };
        let want: Vec<u64> = (0..19)
            .map(|n| if n == 0 { 0 } else { 1 << (n - 1) })
            .collect();
        assert_eq!(heap_table(19, powers), want);
        for (len, width) in [(9, 1), (10, 2), (17, 2), (18, 4), (19, 4)] {
            let g = heap_compact(len, powers);
            assert_eq!(
                (g.to_vec(), g.bytes_per_value()),
                (want[..len].to_vec(), width)
            );
        }
        // Splits (XOR of two heaps) and random take-and-break rules.
        let mut rng = StdRng::seed_from_u64(4141);
        for _ in 0..30 {
            let takes: Vec<usize> = (0..rng.random_range(1..6))
                .map(|_| rng.random_range(1..9))
                .collect();
            let split = rng.random_range(1..4);
            let rule = |n: usize, push: &mut dyn FnMut(&[usize])| {
                for &k in &takes {
                    if k <= n {
                        push(&[n - k]);
                    }
                    if k + 2 * split <= n {
                        push(&[split, n - k - split]);
                    }
                }
            };
            assert_eq!(heap_compact(500, rule).to_vec(), heap_table(500, rule));
        }
    }

    #[test]
    fn compact_fill_equals_fill_and_widens() {
        // Take 1..=3 (values m mod 4, one byte), take any (g(m) = m, past
        // 255), and heap m moving to every set of heaps 1..m (g(m) =
        // 2^(m - 1), past 65,535 at m = 17).
        let take = |most: u32| {
            game_push(move |&m: &u32, push| {
                for k in (m.saturating_sub(most)..m).rev() {
                    push(&[k]);
                }
            })
        };
        for (most, len, width) in [(3, 1000, 1), (1000, 300, 2)] {
            let mut g = Grundy::dense(take(most), len, |&m: &u32| m as usize);
            let t = crate::impartial::compact::fill(&mut g, |i| i as u32);
            let mut h = Grundy::dense(take(most), len, |&m: &u32| m as usize);
            assert_eq!(
                (t.to_vec(), t.bytes_per_value()),
                (h.fill(|i| i as u32), width)
            );
            let want = |i: usize| if most == 3 { i % 4 } else { i };
            assert!(t.iter().enumerate().all(|(i, v)| v == want(i) as u64));
        }
        let powers = game_push(|&m: &u32, push| {
            if m > 0 {
                for set in 0..1u32 << (m - 1) {
                    let heaps: Vec<u32> = (1..m).filter(|j| set >> (j - 1) & 1 == 1).collect();
                    push(&heaps);
                }
            }
        });
        let mut g = Grundy::dense(powers, 19, |&m: &u32| m as usize);
        let t = crate::impartial::compact::fill(&mut g, |i| i as u32);
        assert_eq!(t.bytes_per_value(), 4);
        assert!(t
            .iter()
            .enumerate()
            .all(|(m, v)| v == if m == 0 { 0 } else { 1 << (m - 1) }));
    }
}
