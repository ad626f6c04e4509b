//! Where a search keeps its values: a hash map or an array.

use super::table::Table;
use std::hash::Hash;

/// What a [`Memo`] knows of a position.
///
/// # Example
/// ```
/// use grundy::game::{HashMemo, Memo, Slot};
/// let mut memo = HashMemo::new();
/// assert_eq!(memo.slot(&5u32), Slot::Unknown);
/// memo.start(&5);
/// assert_eq!(memo.slot(&5), Slot::InProgress);
/// memo.finish(&5, 2);
/// assert_eq!(memo.slot(&5), Slot::Known(2));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slot {
    /// Never met.
    Unknown,
    /// Being evaluated: on the search path, so meeting it again is a cycle.
    InProgress,
    /// Evaluated, with this value.
    Known(u32),
}

/// Where a search keeps its values: a hash map ([`HashMemo`], any position)
/// or an array ([`DenseMemo`], positions with a natural index).
///
/// Values are `u32`: a Grundy value is at most the number of options of its
/// position, and a remoteness or suspense at most the depth of the game.
///
/// # Example
/// ```
/// use grundy::game::{DenseMemo, Memo, Slot};
/// let mut memo = DenseMemo::new(10, |&p: &u8| p as usize);
/// memo.start(&3);
/// memo.finish(&3, 1);
/// assert_eq!((memo.slot(&3), memo.known()), (Slot::Known(1), 1));
/// ```
pub trait Memo<P> {
    /// What is known of `position`.
    fn slot(&self, position: &P) -> Slot;
    /// Marks `position` in progress.
    fn start(&mut self, position: &P);
    /// Stores the value of `position`, which is in progress.
    fn finish(&mut self, position: &P, value: u32);
    /// How many positions have a known value.
    fn known(&self) -> usize;
}

/// Values above this are the markers of [`DenseMemo`] and [`HashMemo`].
pub(super) const MAX_VALUE: u32 = u32::MAX - 2;
pub(super) const IN_PROGRESS: u32 = u32::MAX - 1;
pub(super) const UNKNOWN: u32 = u32::MAX;

#[inline]
pub(super) fn checked(value: u32) -> u32 {
    assert!(value <= MAX_VALUE, "memo values are below 2^32 - 2");
    value
}

/// A [`Memo`] for any hashable position: an open-addressing hash table in
/// which small integer keys keep their order (a run of positions is a run
/// of slots, as in a C++ `unordered_map` of integers) and keys that differ
/// in their high bits are spread: a slot is the position, 4 bytes of value
/// and a control byte (13 bytes for a `u64` position), at most 3/4 of the
/// slots full (see `src/impartial/game/table.rs`).
///
/// # Example
/// ```
/// use grundy::game::{HashMemo, Memo, Slot};
/// let mut memo = HashMemo::new();
/// memo.start(&"abc");
/// memo.finish(&"abc", 7);
/// assert_eq!(memo.slot(&"abc"), Slot::Known(7));
/// assert_eq!(memo.known(), 1);
/// ```
pub struct HashMemo<P> {
    map: Table<P>,
    known: usize,
}

impl<P: Clone + Eq + Hash> HashMemo<P> {
    /// An empty memo.
    ///
    /// # Example
    /// ```
    /// use grundy::game::{HashMemo, Memo};
    /// assert_eq!(HashMemo::<u64>::new().known(), 0);
    /// ```
    pub fn new() -> Self {
        HashMemo {
            map: Table::new(),
            known: 0,
        }
    }
}

impl<P: Clone + Eq + Hash> HashMemo<P> {
    /// An empty memo with room for `n` positions before it grows: the
    /// table is allocated now (13 bytes a slot for a `u64` position, `n` at
    /// most 3/4 of the slots), and while it is that size positions
    /// below it keep their order from the start.
    ///
    /// # Panics
    /// With the [memory](crate::judge::memory) message when the table does not fit
    /// in memory.
    ///
    /// # Example
    /// ```
    /// use grundy::game::{HashMemo, Memo, Slot};
    /// let mut memo = HashMemo::with_capacity(1000);
    /// memo.start(&7u64);
    /// memo.finish(&7, 3);
    /// assert_eq!((memo.slot(&7), memo.known()), (Slot::Known(3), 1));
    /// ```
    pub fn with_capacity(n: usize) -> Self {
        HashMemo {
            map: Table::with_capacity(n),
            known: 0,
        }
    }
}

impl<P: Clone + Eq + Hash> Default for HashMemo<P> {
    fn default() -> Self {
        Self::new()
    }
}

impl<P: Clone + Eq + Hash> Memo<P> for HashMemo<P> {
    #[inline]
    fn slot(&self, position: &P) -> Slot {
        match self.map.get(position) {
            None => Slot::Unknown,
            Some(IN_PROGRESS) => Slot::InProgress,
            Some(v) => Slot::Known(v),
        }
    }

    #[inline]
    fn start(&mut self, position: &P) {
        self.map.set(position, IN_PROGRESS);
    }

    #[inline]
    fn finish(&mut self, position: &P, value: u32) {
        self.map.set(position, checked(value));
        self.known += 1;
    }

    fn known(&self) -> usize {
        self.known
    }
}

/// A [`Memo`] for positions with a natural index: an array of `bound`
/// values, 4 bytes each, indexed by `index(&position) < bound`. No hashing;
/// the array is allocated whole at the start.
///
/// # Panics
/// In [`Memo`]'s methods, if `index` gives `bound` or more; in `new`, with
/// the [memory](crate::judge::memory) message when the table does not fit in memory.
///
/// # Example
/// ```
/// use grundy::game::{DenseMemo, Memo, Slot};
/// // Cells (x, y) of an 8 x 8 board, row by row.
/// let memo = DenseMemo::new(64, |&(x, y): &(usize, usize)| 8 * x + y);
/// assert_eq!(memo.slot(&(7, 7)), Slot::Unknown);
/// ```
pub struct DenseMemo<F> {
    pub(super) values: Vec<u32>,
    pub(super) index: F,
    pub(super) known: usize,
}

impl<F> DenseMemo<F> {
    /// An empty memo for positions of index below `bound`.
    ///
    /// # Example
    /// ```
    /// use grundy::game::{DenseMemo, Memo};
    /// assert_eq!(DenseMemo::new(1 << 20, |&m: &u32| m as usize).known(), 0);
    /// ```
    pub fn new<P>(bound: usize, index: F) -> Self
    where
        F: Fn(&P) -> usize,
    {
        DenseMemo {
            values: crate::judge::memory::filled("DenseMemo", bound, UNKNOWN),
            index,
            known: 0,
        }
    }

    #[inline]
    fn at<P>(&self, position: &P) -> usize
    where
        F: Fn(&P) -> usize,
    {
        let i = (self.index)(position);
        assert!(
            i < self.values.len(),
            "a position's index {} is not below the memo's bound {}",
            i,
            self.values.len()
        );
        i
    }
}

impl<F> DenseMemo<F> {
    /// Every index's number, `u32::MAX` for a position not known yet
    /// (`u32::MAX - 1` while one is being evaluated).
    pub(crate) fn values(&self) -> &[u32] {
        &self.values
    }
}

impl<P, F: Fn(&P) -> usize> Memo<P> for DenseMemo<F> {
    #[inline]
    fn slot(&self, position: &P) -> Slot {
        let v = self.values[self.at(position)];
        // One comparison on the hot path: a known value.
        if v <= MAX_VALUE {
            Slot::Known(v)
        } else if v == IN_PROGRESS {
            Slot::InProgress
        } else {
            Slot::Unknown
        }
    }

    #[inline]
    fn start(&mut self, position: &P) {
        let i = self.at(position);
        self.values[i] = IN_PROGRESS;
    }

    #[inline]
    fn finish(&mut self, position: &P, value: u32) {
        let i = self.at(position);
        self.values[i] = checked(value);
        self.known += 1;
    }

    fn known(&self) -> usize {
        self.known
    }
}

/// Every index of a dense memo in increasing order, for any fold (the
/// generic form of [`Grundy::fill`](super::Grundy::fill), which has a
/// faster mex of its own): a position whose options' components are all
/// known is folded with one scan; one that meets a component not known is
/// left to `search`. Returns the values.
pub(crate) fn fill_dense<G, F, A>(
    game: &G,
    memo: &mut DenseMemo<F>,
    fold: &mut A,
    path: &mut super::Path<G::Position, A::State>,
    position: impl Fn(usize) -> G::Position,
) where
    G: super::Game,
    F: Fn(&G::Position) -> usize,
    A: super::Fold,
{
    for i in 0..memo.values.len() {
        if memo.values[i] <= MAX_VALUE {
            continue;
        }
        let p = position(i);
        let at = (memo.index)(&p);
        assert!(
            at == i,
            "fill: the position of index {} has index {}, not {}",
            i,
            at,
            i
        );
        let mut state = fold.start();
        let mut blocked = false;
        {
            let values: &[u32] = &memo.values;
            let index = &memo.index;
            let fold = &mut *fold;
            let state = &mut state;
            let blocked = &mut blocked;
            game.for_each_option(&p, &mut |option| {
                if *blocked {
                    return;
                }
                let mut x = 0;
                for (j, c) in option.iter().enumerate() {
                    let v = values.get(index(c)).map_or(UNKNOWN, |&v| v);
                    if v > MAX_VALUE {
                        *blocked = true;
                        return;
                    }
                    x = if j == 0 { v } else { A::combine(x, v) };
                }
                fold.add(state, x);
            });
        }
        // Take even when blocked: it clears the fold's own stack.
        let value = fold.take(state);
        if blocked {
            super::search(game, memo, fold, path, &p);
        } else {
            memo.values[i] = checked(value);
            memo.known += 1;
        }
    }
}
