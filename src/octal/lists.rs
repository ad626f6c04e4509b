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

    /// A walk over the heaps of `label` from the first (none if there are
    /// none).
    pub(crate) fn heaps(&self, label: usize) -> Walk<'_> {
        match self.lists.get(label) {
            Some(list) => Walk::new(list, self.shift),
            None => Walk {
                run: &[],
                base: 0,
                list: None,
                block: 0,
                shift: self.shift,
            },
        }
    }
}

/// A position in one label's list: the rest of the current block's offsets,
/// and what is needed to go on to the next block.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Walk<'a> {
    /// The offsets left in the current block (empty only at the end).
    run: &'a [u32],
    /// The first heap of the current block.
    base: usize,
    list: Option<&'a List>,
    block: usize,
    shift: u32,
}

impl<'a> Walk<'a> {
    fn new(list: &'a List, shift: u32) -> Walk<'a> {
        let mut walk = Walk {
            run: &[],
            base: 0,
            list: Some(list),
            block: 0,
            shift,
        };
        walk.enter(0);
        walk
    }

    /// Moves to block `block`, or the first block after it with an entry;
    /// past the last block the walk is at its end.
    fn enter(&mut self, mut block: usize) {
        let list = match self.list {
            Some(list) => list,
            None => return,
        };
        while block <= list.ends.len() {
            let start = if block == 0 { 0 } else { list.ends[block - 1] };
            let end = list.ends.get(block).map_or(list.offsets.len(), |&e| e);
            if start < end {
                self.run = &list.offsets[start..end];
                self.base = ((block as u64) << self.shift) as usize;
                self.block = block;
                return;
            }
            block += 1;
        }
        self.run = &[];
        self.list = None;
    }

    /// The heaps left in the current block: they are `base + offset` for the
    /// offsets returned, ascending, and every later heap of the list is
    /// larger. Empty only when the walk is at its end.
    #[inline(always)]
    pub(crate) fn run(&self) -> (usize, &'a [u32]) {
        (self.base, self.run)
    }

    /// Passes the first `k` heaps of [`run`](Walk::run) (at most all of
    /// them), entering the next block when the run is used up.
    #[inline(always)]
    pub(crate) fn pass(&mut self, k: usize) {
        self.run = &self.run[k..];
        if self.run.is_empty() {
            self.enter(self.block + 1);
        }
    }

    /// Whether every heap has been passed.
    #[inline(always)]
    pub(crate) fn is_done(&self) -> bool {
        self.run.is_empty()
    }
}

impl<'a> Iterator for Walk<'a> {
    type Item = usize;

    /// The next heap of the list.
    fn next(&mut self) -> Option<usize> {
        let (base, run) = self.run();
        let &offset = run.first()?;
        self.pass(1);
        Some(base + offset as usize)
    }
}

#[cfg(test)]
mod tests {
    use super::LabelLists;
    use rand::{rngs::StdRng, Rng, SeedableRng};

    /// Random ascending heaps under random labels, with gaps of whole blocks
    /// (and lists absent from many blocks): each list reads back as pushed,
    /// by the iterator and by runs of random lengths.
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
                let mut walk = lists.heaps(x);
                let mut read = Vec::new();
                while !walk.is_done() {
                    let (base, run) = walk.run();
                    let k = rng.random_range(1..=run.len());
                    read.extend(run[..k].iter().map(|&o| base + o as usize));
                    walk.pass(k);
                }
                assert_eq!(&read, heaps, "seed {} shift {} label {}", seed, shift, x);
            }
            assert!(lists.heaps(want.len()).is_done());
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
        assert!(lists.heaps(0).is_done());
    }

    #[test]
    #[should_panic(expected = "blocks of 2^33 heaps: offsets are u32")]
    fn blocks_past_2_32_are_refused() {
        LabelLists::new(33);
    }
}
