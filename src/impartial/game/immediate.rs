//! Games that end when a player *makes* something: [`immediate_wins`]
//! reduces them to normal play (the theorem is on [`ImmediateWins`]).

use super::{Game, Grundy, Memo, SumMove};

/// A game with winning moves, reduced to normal play ([`immediate_wins`]).
///
/// # The shape
///
/// Many contest games are not won by the last move but by a *winning
/// move*: whoever cuts off a 1 x 1 piece wins, whoever completes three X in
/// a row wins. Such a game is given here by two things:
///
/// - a [`Game`] whose options are the moves that do *not* win at once;
/// - `wins_at_once(c)`: whether the player to move in component `c` has a
///   move that wins at once.
///
/// # The reduction
///
/// Call a component *hot* if `wins_at_once` holds there, and a sum *cold*
/// if none of its components is hot. Hypotheses: (1) whether a component is
/// hot depends on that component alone, and a move in one component leaves
/// the others as they were (the game is a sum); (2) play is finite; (3) a
/// player with no move at all loses (normal play), and a winning move ends
/// the whole game.
///
/// **Theorem.** From a cold sum, the player to move wins the game with
/// winning moves iff the sum has a nonzero Grundy value in the *reduced*
/// game, whose options of a component are its options (non-winning moves)
/// that leave no hot component. From a sum with a hot component the player
/// to move wins at once.
///
/// *Proof* (induction on the length of play). The second claim is the
/// rule. From a cold sum, the mover has no winning move; a move that leaves
/// a hot component (in the component moved: the others were cold and stay
/// so by (1)) lets the opponent win at once, so it loses; every other move
/// leaves a cold sum. So the mover wins iff some move of the reduced game
/// leads to a cold sum lost for the opponent, and loses when no such move
/// is left: either there is no move at all (3), or every move hands over a
/// win. That is normal play on the reduced game, whose moves in a component
/// depend on that component alone (1): a sum of games, so Sprague-Grundy
/// applies and a cold sum is lost iff the XOR of its components' reduced
/// values is 0. (Winning Ways, ch. 4, treats Treblecross and the "poisoned"
/// cells near an X this way; Siegel, *Combinatorial Game Theory*, ch. I.)
///
/// In a sum the reduction is what keeps it a sum: a move that makes one
/// component hot loses *the whole sum*, however the others stand, so it is
/// dropped; a component with no move left but moves that heat it is simply
/// a finished component (value 0), not a loss of the whole game. Sums of
/// hot components have no value: ask [`immediate_outcome`] first.
///
/// # Example: the cutting game (POJ 2311)
///
/// A `w x h` sheet; a move cuts one sheet along a grid line into two;
/// whoever cuts off a 1 x 1 sheet wins. The winning cuts are those that make
/// a 1 x 1 piece, so a sheet is hot iff it is `1 x k` or `k x 1` with
/// `k >= 2`; the reduction keeps the cuts into two pieces of side 2 or more
/// (the cut `1 | w - 1` of a sheet of height 2 or more makes a hot `1 x h`).
/// The statement's samples: 2 x 2 and 3 x 2 lose, 4 x 2 wins.
///
/// ```
/// use grundy::game::{game_push, immediate_outcome, immediate_wins, Grundy, ImmediateOutcome};
/// let cuts = game_push(|&(w, h): &(u32, u32), push| {
///     for i in 1..w {
///         if !(h == 1 && (i == 1 || w - i == 1)) {
///             push(&[(i, h), (w - i, h)]); // no 1 x 1 piece: not a winning cut
///         }
///     }
///     for j in 1..h {
///         if !(w == 1 && (j == 1 || h - j == 1)) {
///             push(&[(w, j), (w, h - j)]);
///         }
///     }
/// });
/// let hot = |&(w, h): &(u32, u32)| w.min(h) == 1 && w.max(h) >= 2;
/// let mut g = Grundy::new(immediate_wins(cuts, hot));
/// assert_eq!(g.value(&(2, 2)), 0);
/// assert_eq!(g.value(&(3, 2)), 0);
/// assert!(g.value(&(4, 2)) != 0); // cut 4 = 2 + 2: two 2 x 2 sheets, XOR 0
/// assert_eq!(immediate_outcome(&mut g, &[(4, 2)]),
///            ImmediateOutcome::Moves(vec![grundy::game::SumMove {
///                component: 0, option: 0, to: vec![(2, 2), (2, 2)] }]));
/// assert_eq!(immediate_outcome(&mut g, &[(2, 2), (5, 1)]), ImmediateOutcome::WinsAtOnce(1));
/// ```
///
/// # A small example
/// ```
/// use grundy::game::{game_fn, immediate_wins, Game};
/// // Heaps; whoever leaves exactly 1 token wins at once (so a heap of 2 or
/// // more is hot). Moves that do not win: leave 0 or 2 or more.
/// let g = immediate_wins(
///     game_fn(|&n: &u8| (0..n).filter(|&m| m != 1).map(|m| vec![m]).collect()),
///     |&n: &u8| n >= 2,
/// );
/// // From 3, leaving 2 hands the opponent a win: only "leave 0" is kept.
/// assert_eq!(g.options(&3), vec![vec![0]]);
/// ```
pub struct ImmediateWins<G, W> {
    game: G,
    wins_at_once: W,
}

/// The reduced game of a game with winning moves (see the
/// [`ImmediateWins`] docs): `game` gives the moves that do not win at
/// once, `wins_at_once(c)` whether the mover in component `c` has a move
/// that wins at once (`c` is *hot*). The options kept are those that leave
/// no hot component; a cold sum is lost iff the XOR of its components'
/// values in this game is 0.
///
/// The value of a hot component is not meaningful (it is the value of a
/// position the reduced game never reaches); [`immediate_outcome`] checks
/// for hot components first.
///
/// # Example
/// ```
/// use grundy::game::{game_fn, immediate_wins, Grundy};
/// // Heaps; a move takes tokens, and whoever leaves exactly 1 wins at once.
/// let mut g = Grundy::new(immediate_wins(
///     game_fn(|&n: &u8| (0..n).filter(|&m| m != 1).map(|m| vec![m]).collect()),
///     |&n: &u8| n >= 2,
/// ));
/// // Heaps of 0 and 1 are cold; 1 has no non-winning move but "leave 0":
/// // value mex{0} = 1. A sum of two heaps of 1 is lost.
/// assert_eq!(g.value(&1), 1);
/// assert_eq!(g.value_of_sum(&[1, 1]), 0);
/// ```
pub fn immediate_wins<G, W>(game: G, wins_at_once: W) -> ImmediateWins<G, W>
where
    G: Game,
    W: Fn(&G::Position) -> bool,
{
    ImmediateWins { game, wins_at_once }
}

impl<G, W> ImmediateWins<G, W>
where
    G: Game,
    W: Fn(&G::Position) -> bool,
{
    /// Whether the player to move in `component` can win at once (the
    /// component is hot).
    ///
    /// # Example
    /// ```
    /// use grundy::game::{game_fn, immediate_wins};
    /// let g = immediate_wins(game_fn(|_: &u8| vec![]), |&n: &u8| n >= 2);
    /// assert!(g.wins_at_once(&2) && !g.wins_at_once(&1));
    /// ```
    pub fn wins_at_once(&self, component: &G::Position) -> bool {
        (self.wins_at_once)(component)
    }

    /// The game with winning moves, as given.
    ///
    /// # Example
    /// ```
    /// use grundy::game::{game_fn, immediate_wins, Game};
    /// let g = immediate_wins(game_fn(|&n: &u8| (0..n).map(|m| vec![m]).collect()), |&n: &u8| n >= 2);
    /// assert_eq!(g.inner().options(&3).len(), 3);
    /// ```
    pub fn inner(&self) -> &G {
        &self.game
    }
}

impl<G, W> Game for ImmediateWins<G, W>
where
    G: Game,
    W: Fn(&G::Position) -> bool,
{
    type Position = G::Position;
    const PUSHES: bool = G::PUSHES;

    fn options(&self, position: &G::Position) -> Vec<Vec<G::Position>> {
        let mut options = self.game.options(position);
        options.retain(|option| !option.iter().any(|c| (self.wins_at_once)(c)));
        options
    }

    fn for_each_option(&self, position: &G::Position, push: &mut dyn FnMut(&[G::Position])) {
        let hot = &self.wins_at_once;
        self.game.for_each_option(position, &mut |option| {
            if !option.iter().any(hot) {
                push(option);
            }
        });
    }
}

/// Who wins a sum of a game with winning moves, and how: see
/// [`immediate_outcome`].
///
/// # Example
/// ```
/// use grundy::game::ImmediateOutcome;
/// let lost: ImmediateOutcome<u8> = ImmediateOutcome::Moves(vec![]);
/// assert!(!lost.first_player_wins());
/// assert!(ImmediateOutcome::<u8>::WinsAtOnce(0).first_player_wins());
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ImmediateOutcome<P> {
    /// The component of this index is hot: the mover makes its winning move.
    WinsAtOnce(usize),
    /// The sum is cold: the moves of the reduced game that leave a sum of
    /// value 0 (as [`Grundy::winning_moves`]); empty iff the mover loses.
    Moves(Vec<SumMove<P>>),
}

impl<P> ImmediateOutcome<P> {
    /// Whether the player to move wins.
    ///
    /// # Example
    /// ```
    /// use grundy::game::ImmediateOutcome;
    /// assert!(ImmediateOutcome::<u8>::WinsAtOnce(3).first_player_wins());
    /// ```
    pub fn first_player_wins(&self) -> bool {
        match self {
            ImmediateOutcome::WinsAtOnce(_) => true,
            ImmediateOutcome::Moves(moves) => !moves.is_empty(),
        }
    }
}

/// The outcome of `sum` in a game with winning moves: the first hot
/// component if there is one (the mover wins at once there), else the
/// winning moves of the reduced game (see the
/// [`ImmediateWins`] docs), none when the mover loses.
///
/// # Panics
/// As [`Grundy::value`].
///
/// # Example
/// ```
/// use grundy::game::{game_fn, immediate_outcome, immediate_wins, Grundy, ImmediateOutcome};
/// // Heaps where leaving exactly 1 wins at once (heaps of 2 or more are hot).
/// let mut g = Grundy::new(immediate_wins(
///     game_fn(|&n: &u8| (0..n).filter(|&m| m != 1).map(|m| vec![m]).collect()),
///     |&n: &u8| n >= 2,
/// ));
/// assert_eq!(immediate_outcome(&mut g, &[1, 3]), ImmediateOutcome::WinsAtOnce(1));
/// assert_eq!(immediate_outcome(&mut g, &[1, 1]), ImmediateOutcome::Moves(vec![]));
/// assert!(immediate_outcome(&mut g, &[1]).first_player_wins()); // 1 -> 0
/// ```
pub fn immediate_outcome<G, W, M>(
    grundy: &mut Grundy<ImmediateWins<G, W>, M>,
    sum: &[G::Position],
) -> ImmediateOutcome<G::Position>
where
    G: Game,
    W: Fn(&G::Position) -> bool,
    M: Memo<G::Position>,
{
    if let Some(i) = sum.iter().position(|c| grundy.game().wins_at_once(c)) {
        return ImmediateOutcome::WinsAtOnce(i);
    }
    ImmediateOutcome::Moves(grundy.winning_moves(sum))
}
