//! Winning moves of sums, and the positions they leave (coin turning).

/// A move in a sum of games that leaves a sum of value 0: see
/// [`Grundy::winning_moves`](crate::impartial::game::Grundy::winning_moves).
///
/// # Example
/// ```
/// use grundy::game::{game_fn, Grundy};
/// let mut nim = Grundy::new(game_fn(|&n: &u64| (0..n).map(|m| vec![m]).collect()));
/// let m = &nim.winning_moves(&[1, 2])[0]; // 2 -> 1: options of 2 are 0, 1
/// assert_eq!((m.component, m.option, m.to.clone()), (1, 1, vec![1]));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SumMove<P> {
    /// Which component moves (an index into the sum).
    pub component: usize,
    /// Which of that component's options (an index into
    /// [`Game::options`](crate::impartial::game::Game::options) of it).
    pub option: usize,
    /// The option itself: the components the moving one becomes.
    pub to: Vec<P>,
}

/// The winning moves of a sum given as counts, `(position, count)` pairs:
/// see [`Grundy::winning_moves_counted`](super::Grundy::winning_moves_counted).
///
/// # Example
/// ```
/// use grundy::game::{game_fn, Grundy};
/// // Nim: two heaps of 3 and one of 1. Each 3 may drop to 2 (3 ^ 3 ^ 1 = 1
/// // is the sum, 3 ^ 1 = 2): one distinct move, two ways.
/// let mut nim = Grundy::new(game_fn(|&n: &u64| (0..n).map(|m| vec![m]).collect()));
/// let w = nim.winning_moves_counted(&[(3, 2), (1, 1)]);
/// assert_eq!((w.moves.len(), w.count), (2, 3)); // 3 -> 2 (twice), 1 -> 0
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CountedMoves<P> {
    /// Each distinct winning move once: `component` is the index of the
    /// pair that moves (the first pair of nonzero count holding that
    /// position), `option` and
    /// `to` as in [`SumMove`]. Ordered by pair, then option.
    pub moves: Vec<SumMove<P>>,
    /// How many winning moves there are counting each copy of a component
    /// apart: the sum over the moves of their component's count (a move of
    /// one of `c` identical components can be made in `c` ways).
    pub count: u128,
}

impl<P: Clone> SumMove<P> {
    /// The sum after the move: `sum` with component [`component`](Self::component)
    /// replaced by [`to`](Self::to) (the others keep their order; the new
    /// components go at the end).
    ///
    /// # Panics
    /// `"the move's component {c} is not one of the {n} components"` if
    /// `component >= sum.len()` (a move of another sum).
    ///
    /// # Example
    /// ```
    /// use grundy::game::SumMove;
    /// let m = SumMove { component: 1, option: 0, to: vec![7, 8] };
    /// assert_eq!(m.apply(&[1, 2, 3]), vec![1, 3, 7, 8]);
    /// ```
    pub fn apply(&self, sum: &[P]) -> Vec<P> {
        component_in(self.component, sum.len());
        let mut after: Vec<P> = sum
            .iter()
            .enumerate()
            .filter(|&(i, _)| i != self.component)
            .map(|(_, p)| p.clone())
            .collect();
        after.extend(self.to.iter().cloned());
        after
    }
}

impl<P: Clone + Eq> SumMove<P> {
    /// The position of a coin-turning game after the move: the set `heads`
    /// without the coin that moves (component [`component`](Self::component)),
    /// and with each coin of [`to`](Self::to) turned over: added if it was
    /// tails, removed if it was heads. Two flips of a coin cancel, so a set
    /// of distinct coins stays one (see the [module documentation](crate::impartial::game)).
    /// The coins kept stay in order; the coins turned up go at the end.
    ///
    /// # Panics
    /// As [`apply`](Self::apply), if `component >= heads.len()`.
    ///
    /// # Example
    /// ```
    /// use grundy::game::SumMove;
    /// // Heads at 2, 5, 7; turn 7 and, with it, 5 and 1: 5 goes down, 1 up.
    /// let m = SumMove { component: 2, option: 0, to: vec![5, 1] };
    /// assert_eq!(m.apply_cancelling(&[2, 5, 7]), vec![2, 1]);
    /// assert_eq!(m.apply(&[2, 5, 7]), vec![2, 5, 5, 1]); // 5 counted twice
    /// ```
    pub fn apply_cancelling(&self, heads: &[P]) -> Vec<P> {
        component_in(self.component, heads.len());
        let mut after: Vec<P> = heads
            .iter()
            .enumerate()
            .filter(|&(i, _)| i != self.component)
            .map(|(_, p)| p.clone())
            .collect();
        for coin in &self.to {
            match after.iter().position(|p| p == coin) {
                Some(i) => {
                    after.remove(i);
                }
                None => after.push(coin.clone()),
            }
        }
        after
    }
}

/// Panics unless `component` indexes one of `len` components: a move that
/// names none would leave the sum whole plus its option, a wrong position.
fn component_in(component: usize, len: usize) {
    assert!(
        component < len,
        "the move's component {} is not one of the {} components",
        component,
        len
    );
}

/// The coins left heads up when every coin of `flips` is turned once from
/// all tails: the ones listed an odd number of times, sorted. The position
/// of a coin-turning game as a set, from any list (such as what
/// [`SumMove::apply`] leaves); it has the same Grundy value as the list,
/// since `G + G = 0`.
///
/// # Complexity
/// O(k log k) for k coins.
///
/// # Example
/// ```
/// use grundy::game::cancel_pairs;
/// assert_eq!(cancel_pairs(&[5, 2, 5, 7, 5, 2]), vec![5, 7]);
/// assert_eq!(cancel_pairs::<u8>(&[]), vec![]);
/// ```
pub fn cancel_pairs<P: Clone + Ord>(flips: &[P]) -> Vec<P> {
    let mut sorted = flips.to_vec();
    sorted.sort();
    let mut heads: Vec<P> = Vec::with_capacity(sorted.len());
    let mut i = 0;
    while i < sorted.len() {
        let mut j = i;
        while j < sorted.len() && sorted[j] == sorted[i] {
            j += 1;
        }
        if (j - i) % 2 == 1 {
            heads.push(sorted[i].clone());
        }
        i = j;
    }
    heads
}
