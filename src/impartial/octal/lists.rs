//! The heaps of each label, ascending, for the proof step's label-pair walk
//! of [`OctalValues`](super::sparse::OctalValues) (see the [`octal` module
//! documentation](super)): 4 bytes a heap at any length.
//!
//! A list grows only at its end, by heaps in increasing order, so it is kept
//! in *blocks* of `2^shift` heaps (`shift` = 32): each entry is the heap's
//! offset in its block (`u32`), and each list has a side vector with the
//! index where each block's entries end. A heap is its block's first heap
//! plus its offset; the side vector has one entry a block passed (one in
//! 2^32 heaps), so the lists take 4 bytes a heap whatever the heap numbers,
//! and their reach is bounded by memory, not by `u32`. The tests make the
//! blocks small (2^8 heaps) to take the block path on short tables.

/// The heaps of one label, ascending (see the [module documentation](self)).
#[derive(Clone, Debug, Default)]
struct List {
    /// Each heap's offset in its block, ascending within a block.
    offsets: Vec<u32>,
    /// `ends[k]`: the entries of blocks `0..=k` (block `k` is
    /// `offsets[ends[k - 1]..ends[k]]`, from 0 for `k = 0`); the last block,
    /// `ends.len()`, runs to the end of `offsets`.
    ends: Vec<usize>,
}

/// The heaps of every label: `heaps(x)` walks those labelled `x`, ascending.
#[derive(Clone, Debug)]
pub(crate) struct LabelLists {
    /// Blocks have `2^shift` heaps; 32 but in the tests.
    shift: u32,
    lists: Vec<List>,
}

impl LabelLists {
    /// Empty lists in blocks of `2^shift` heaps (at most 32, the offsets
    /// being `u32`).
    pub(crate) fn new(shift: u32) -> LabelLists {
        assert!(
            (1..=32).contains(&shift),
            "blocks of 2^{} heaps: offsets are u32",
            shift
        );
        LabelLists {
            shift,
            lists: Vec::new(),
        }
    }

    /// Appends `heap`, larger than every heap listed so far with `label`,
    /// to the list of `label`.
    #[inline]
    pub(crate) fn push(&mut self, label: usize, heap: usize) {
        if self.lists.len() <= label {
            self.lists.resize(label + 1, List::default());
        }
        let list = &mut self.lists[label];
        let heap = heap as u64;
        let block = (heap >> self.shift) as usize;
        while list.ends.len() < block {
            list.ends.push(list.offsets.len());
        }
        list.offsets.push((heap & ((1 << self.shift) - 1)) as u32);
    }

    /// How many heaps have `label`.
    pub(crate) fn len(&self, label: usize) -> usize {
        self.lists.get(label).map_or(0, |l| l.offsets.len())
    }

    /// One more than the largest label listed.
    pub(crate) fn labels(&self) -> usize {
        self.lists.len()
    }

    /// The blocks of `label`'s list that have heaps, in order: for each,
    /// its first heap `base` and the offsets of its heaps, ascending, so
    /// that its heaps are `base + offset` (below 2^32 heaps, one block with
    /// base 0).
    pub(crate) fn blocks<'a>(
        &'a self,
        label: usize,
    ) -> impl Iterator<Item = (usize, &'a [u32])> + 'a {
        let shift = self.shift;
        let list = self.lists.get(label);
        let count = list.map_or(0, |l| l.ends.len() + 1);
        (0..count).filter_map(move |k| {
            let list = list?;
            let start = if k == 0 { 0 } else { list.ends[k - 1] };
            let end = list.ends.get(k).map_or(list.offsets.len(), |&e| e);
            let base = ((k as u64) << shift) as usize;
            (start < end).then(|| (base, &list.offsets[start..end]))
        })
    }

    /// The heaps of `label`, ascending.
    pub(crate) fn heaps<'a>(&'a self, label: usize) -> impl Iterator<Item = usize> + 'a {
        self.blocks(label)
            .flat_map(|(base, run)| run.iter().map(move |&o| base + o as usize))
    }
}

#[cfg(test)]
mod tests {
    use super::LabelLists;
    use rand::{rngs::StdRng, Rng, SeedableRng};

    /// Random ascending heaps under random labels, with gaps of whole blocks
    /// (and lists absent from many blocks): each list reads back as pushed,
    /// heap by heap and block by block.
    #[test]
    fn lists_read_back_as_pushed_across_blocks() {
        for seed in 0..20u64 {
            let mut rng = StdRng::seed_from_u64(seed);
            let shift = rng.random_range(1..=10);
            let mut lists = LabelLists::new(shift);
            let mut want: Vec<Vec<usize>> = vec![Vec::new(); 12];
            let mut heap = 0usize;
            for _ in 0..3000 {
                heap += match rng.random_range(0..10) {
                    0 => rng.random_range(1..5usize) << shift,
                    _ => rng.random_range(1..4),
                };
                let label = rng.random_range(0..want.len());
                lists.push(label, heap);
                want[label].push(heap);
            }
            assert_eq!(lists.labels(), want.len(), "seed {}", seed);
            for (x, heaps) in want.iter().enumerate() {
                assert_eq!(lists.len(x), heaps.len(), "seed {} label {}", seed, x);
                let read: Vec<usize> = lists.heaps(x).collect();
                assert_eq!(&read, heaps, "seed {} shift {} label {}", seed, shift, x);
                let mut read = Vec::new();
                let mut last = None;
                for (base, run) in lists.blocks(x) {
                    assert!(!run.is_empty(), "seed {} label {}: an empty block", seed, x);
                    assert!(
                        last.map_or(true, |b| b < base),
                        "seed {}: blocks out of order",
                        seed
                    );
                    assert_eq!(base % (1 << shift), 0, "seed {}: base {}", seed, base);
                    last = Some(base);
                    read.extend(run.iter().map(|&o| base + o as usize));
                }
                assert_eq!(&read, heaps, "seed {} shift {} label {}", seed, shift, x);
            }
            assert_eq!(lists.heaps(want.len()).next(), None);
            assert_eq!(lists.len(want.len()), 0);
        }
    }

    /// Heaps past 2^32 with the real blocks: the offsets wrap and the
    /// heaps come back whole.
    #[test]
    #[cfg(target_pointer_width = "64")]
    fn heaps_past_2_32_come_back_whole() {
        let mut lists = LabelLists::new(32);
        let heaps = [
            5,
            (1 << 32) - 1,
            1 << 32,
            (1 << 32) + 7,
            (3 << 32) + 2,
            (1 << 40) + (1 << 31),
        ];
        for &h in &heaps {
            lists.push(3, h);
        }
        let read: Vec<usize> = lists.heaps(3).collect();
        assert_eq!(read, heaps);
        assert_eq!(lists.heaps(0).next(), None);
    }

    #[test]
    #[should_panic(expected = "blocks of 2^33 heaps: offsets are u32")]
    fn blocks_past_2_32_are_refused() {
        LabelLists::new(33);
    }
}
