//! The depth-first search with an explicit stack, shared by Grundy values and Every-SG.

use super::{Game, Memo, Slot};
use crate::mex::mex_mask;

/// How a search turns the values of an option's components and of all the
/// options into a position's value: XOR and mex for Grundy values, min or
/// max and the parity rules for [`every_sg`](crate::every_sg).
///
/// A position's options are folded into a small `State` kept on the search
/// path (so a position can wait for an unknown component and resume);
/// whatever does not fit in it goes on the fold's own stack.
pub(crate) trait Fold {
    /// What is known of the options folded so far.
    type State: Copy;
    /// The value of an option of two or more components (an option of none
    /// has value 0, of one the component's).
    fn combine(a: u32, b: u32) -> u32;
    /// The state of a position with no option folded yet.
    fn start(&mut self) -> Self::State;
    /// Folds an option's value.
    fn add(&mut self, state: &mut Self::State, option: u32);
    /// The position's value from the options folded.
    fn take(&mut self, state: Self::State) -> u32;
}

/// Grundy values: XOR of the components, mex of the options. Values below
/// 64 (nearly all) go in one word of the state, larger ones on a stack.
#[derive(Default)]
pub(crate) struct MexFold {
    high: Vec<u32>,
}

/// The options' values below 64 as bits, and where this position's larger
/// values start on [`MexFold`]'s stack.
#[derive(Clone, Copy)]
pub(crate) struct MexState {
    pub(super) low: u64,
    high: usize,
}

impl Fold for MexFold {
    type State = MexState;
    #[inline]
    fn combine(a: u32, b: u32) -> u32 {
        a ^ b
    }
    #[inline]
    fn start(&mut self) -> MexState {
        MexState {
            low: 0,
            high: self.high.len(),
        }
    }
    #[inline]
    fn add(&mut self, state: &mut MexState, option: u32) {
        if option < 64 {
            state.low |= 1 << option;
        } else {
            self.high.push(option);
        }
    }
    /// (Its locals are not named `mex`: the bundler would keep
    /// `crate::mex::mex` for the name.)
    #[inline]
    fn take(&mut self, state: MexState) -> u32 {
        let least = mex_mask(state.low);
        if self.high.len() == state.high {
            return least;
        }
        self.take_high(state.high, least)
    }
}

impl MexFold {
    /// [`Fold::take`] when values of 64 or more were folded (from `from`
    /// on the stack, at least one), given the mex of those below 64: if that
    /// is 64 (every value below 64 is there), the values of 64 and more are
    /// sorted in place, and the mex is 64 if the least is not 64, else one
    /// more than the value before the first gap (two neighbours that
    /// differ by more than 1), or than the largest (comparisons that do not
    /// wait on each other, where a mex counted up one value at a time
    /// would).
    #[cold]
    #[inline(never)]
    fn take_high(&mut self, from: usize, mut least: u32) -> u32 {
        let high = &mut self.high[from..];
        if least == 64 {
            high.sort_unstable();
            if high[0] == 64 {
                let j = high.windows(2).position(|w| w[1] > w[0] + 1);
                least = high[j.unwrap_or(high.len() - 1)] + 1;
            }
        }
        self.high.truncate(from);
        least
    }
}

/// A position met again while it is on the search path.
#[cold]
#[inline(never)]
fn cycle() -> ! {
    panic!(
        "the game has a cycle: a position is reachable from itself \
         (Grundy values need a finite acyclic game; see retrograde)"
    )
}

/// A position on the search path: how many of its options are folded.
pub(crate) struct Frame<P, S> {
    position: P,
    done: usize,
    state: S,
    /// The options of a game that gives them as vectors, kept while the
    /// position waits (within [`KEEP_OPTIONS`] on the whole path).
    options: Option<Vec<Vec<P>>>,
}

/// How many options of vector-form games ([`Game::PUSHES`] false) the path
/// may keep, so that a position waiting for a component is not asked for
/// its options again: about 1 MB; beyond it they are asked for again.
const KEEP_OPTIONS: usize = 1 << 14;

/// The value of `position` by a depth-first search with an explicit stack
/// (the path of positions being evaluated), storing every value in `memo`.
///
/// A position's options are asked for with [`Game::for_each_option`]; the
/// components' values are looked up and each option's value folded into the
/// position's state, in order. At the first unknown component the scan
/// stops (the callback cannot be interrupted, so it passes over the
/// remaining options), the component goes on the path, and once it is known
/// the position is scanned again, passing over the options already folded
/// without a lookup. So each component is looked up once, plus once for
/// each time it was unknown; a position is scanned once, plus once for each
/// component that was unknown when met (at most twice as many scans as
/// positions in all). The path holds no option list, except those a
/// vector-form game returned, kept (within [`KEEP_OPTIONS`]) so that it is
/// asked for them once.
///
/// The locals: `blocked`, the position to put on the path (the first
/// component met in a scan that is not known); `kept`, the options kept on
/// the path (vector-form games only); in a scan, `skip`, the options still
/// to pass over (the ones folded in an earlier scan), `k`, the options
/// folded or passed over before this one, `folded`, the state in a local
/// while the options are folded, and `stopped`, set at the first unknown
/// component, after which the rest is passed over (a flag only read while
/// passing over, not a count kept going down: that was a store and a load
/// an option when it lived in memory). Comments inside judged code are
/// kept by the bundler, so they are here.
pub(crate) fn search<G, M, A>(
    game: &G,
    memo: &mut M,
    fold: &mut A,
    path: &mut Vec<Frame<G::Position, A::State>>,
    position: &G::Position,
) -> u32
where
    G: Game,
    M: Memo<G::Position>,
    A: Fold,
{
    match memo.slot(position) {
        Slot::Known(v) => return v,
        Slot::InProgress => cycle(),
        Slot::Unknown => {}
    }
    path.clear();
    let mut blocked = Some(position.clone());
    let mut value = 0;
    let mut kept = 0;
    loop {
        match blocked.take() {
            Some(c) => {
                memo.start(&c);
                path.push(Frame {
                    position: c,
                    done: 0,
                    state: fold.start(),
                    options: None,
                });
            }
            None => {
                let frame = path.pop().expect("the path is not empty");
                kept -= frame.options.as_ref().map_or(0, |list| list.len());
                value = fold.take(frame.state);
                memo.finish(&frame.position, value);
            }
        }
        let Frame {
            position,
            done,
            state,
            options,
        } = match path.last_mut() {
            Some(top) => top,
            None => return value,
        };
        let mut skip = *done;
        let mut k = *done;
        let memo: &M = memo;
        let fold = &mut *fold;
        let blocked = &mut blocked;
        let mut folded = *state;
        let mut stopped = false;
        let mut visit = |option: &[G::Position]| {
            if stopped {
                return;
            }
            if skip != 0 {
                skip -= 1;
                return;
            }
            let mut x = 0;
            for (i, c) in option.iter().enumerate() {
                match memo.slot(c) {
                    Slot::Known(v) => x = if i == 0 { v } else { A::combine(x, v) },
                    Slot::InProgress => cycle(),
                    Slot::Unknown => {
                        *blocked = Some(c.clone());
                        *done = k;
                        stopped = true;
                        return;
                    }
                }
            }
            k += 1;
            fold.add(&mut folded, x);
        };
        if let Some(list) = options {
            list.iter().for_each(|option| visit(option));
        } else if G::PUSHES {
            game.for_each_option(position, &mut visit);
        } else {
            let list = game.options(position);
            list.iter().for_each(|option| visit(option));
            if blocked.is_some() && kept + list.len() <= KEEP_OPTIONS {
                kept += list.len();
                *options = Some(list);
            }
        }
        *state = folded;
    }
}
