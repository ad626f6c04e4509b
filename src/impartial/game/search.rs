//! The depth-first search with an explicit stack, shared by Grundy values and Every-SG.

use super::{Game, Memo, Slot};
use crate::impartial::mex::mex_mask;

/// How a search turns the values of an option's components and of all the
/// options into a position's value: XOR and mex for Grundy values, min or
/// max and the parity rules for [`every_sg`](crate::impartial::every_sg).
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
            self.push_high(option);
        }
    }
    /// (Its locals are not named `mex`: the bundler would keep
    /// `crate::impartial::mex::mex` for the name.)
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
    /// [`Fold::add`] of a value of 64 or more: on the stack, out of the
    /// search's loop over options (which stays small enough to be inlined
    /// into a game's own loop).
    #[cold]
    #[inline(never)]
    fn push_high(&mut self, option: u32) {
        self.high.push(option);
    }

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

/// A position on the search path.
struct Frame<P, S> {
    position: P,
    state: S,
    /// How many options scans have taken (folded, or put to wait), or
    /// [`SCANNED`] once every option is taken.
    done: usize,
    /// Where this position's waiting options start in [`Path::starts`]
    /// (below [`WAITING`]).
    first: u32,
}

/// [`Frame::done`] of a position whose options have all been taken.
const SCANNED: usize = usize::MAX;

/// What a search keeps between its steps: the positions being evaluated,
/// and the options they wait for. Kept by the memo's owner so that its
/// vectors are allocated once.
pub(crate) struct Path<P, S> {
    frames: Vec<Frame<P, S>>,
    /// The components of the options met with a component not known, of
    /// every position on the path (a position's above its parent's).
    waiting: Vec<P>,
    /// Where each waiting option starts in `waiting` (it ends where the
    /// next starts).
    starts: Vec<usize>,
}

impl<P, S> Path<P, S> {
    /// An empty path.
    pub(crate) fn new() -> Self {
        Path {
            frames: Vec::new(),
            waiting: Vec::new(),
            starts: Vec::new(),
        }
    }
}

/// How many components the path may hold waiting (for positions of 8
/// bytes, 256 KB); beyond it a scan stops at an option not known.
const WAITING: usize = 1 << 15;

/// Puts `option` to wait on the path if there is room for its components
/// (within [`WAITING`]); whether it did.
#[cold]
#[inline(never)]
fn wait<P: Clone>(waiting: &mut Vec<P>, starts: &mut Vec<usize>, option: &[P]) -> bool {
    if waiting.len() + option.len() > WAITING {
        return false;
    }
    starts.push(waiting.len());
    waiting.extend(option.iter().cloned());
    true
}

/// The value of an option (its components' values combined), or its first
/// component not known.
#[inline(always)]
fn option_value<'a, P, M: Memo<P>, A: Fold>(memo: &M, option: &'a [P]) -> Result<u32, &'a P> {
    let mut x = 0;
    for (i, c) in option.iter().enumerate() {
        match memo.slot(c) {
            Slot::Known(v) => x = if i == 0 { v } else { A::combine(x, v) },
            Slot::InProgress => cycle(),
            Slot::Unknown => return Err(c),
        }
    }
    Ok(x)
}

/// The value of `position` by a depth-first search with an explicit stack
/// (the path of positions being evaluated), storing every value in `memo`.
///
/// A position is evaluated in steps:
/// 1. **Scan**: its options are asked for ([`Game::for_each_option`], or
///    [`Game::options`] for a vector-form game), once if nothing stops the
///    scan, the components' values looked up and each option's value folded
///    into the position's state. An option with a component not known is
///    put to *wait* on the path (its components cloned), and the scan goes
///    on.
/// 2. **Waiting options**, the last first: an option whose components are
///    now all known is folded; at the first component not known the
///    component goes on the path (it is evaluated, then this option is
///    looked at again).
/// 3. When no option waits and the scan has taken every option, the value
///    is the fold's ([`Fold::take`]) and goes in the memo.
///
/// So a position's options are asked for once, and each component looked
/// up once, plus twice for each time it was not known when met (when it is
/// taken from the waiting list, and once evaluated). A C++ memo that
/// recurses keeps its place in the loop over options on the call stack;
/// the callback cannot be left and entered again, so the options waiting
/// are what the position keeps instead. They are bounded ([`WAITING`]
/// components on the whole path): past it, a scan stops at the first
/// option not known, its component goes on the path, and the position is
/// scanned again once it is known, passing over the options already taken
/// without a lookup. Folds are commutative (mex, min, max), so the order
/// of folding does not matter.
///
/// The locals of a scan: `skip`, the options still to pass over (taken in
/// an earlier scan), `k`, the options taken or passed over, `folded`, the
/// state in a local while the options are folded, and `stopped`, set when
/// the scan stops, after which the rest is passed over (a flag only read
/// while passing over). `blocked` is the position to put on the path next.
/// Comments inside judged code are kept by the bundler, so they are here.
pub(crate) fn search<G, M, A>(
    game: &G,
    memo: &mut M,
    fold: &mut A,
    path: &mut Path<G::Position, A::State>,
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
    let Path {
        frames,
        waiting,
        starts,
    } = path;
    frames.clear();
    waiting.clear();
    starts.clear();
    let mut blocked = Some(position.clone());
    loop {
        if let Some(c) = blocked.take() {
            memo.start(&c);
            frames.push(Frame {
                position: c,
                state: fold.start(),
                done: 0,
                first: starts.len() as u32,
            });
        }
        let top = frames.last_mut().expect("the path is not empty");
        while starts.len() > top.first as usize {
            let start = starts[starts.len() - 1];
            match option_value::<_, _, A>(memo, &waiting[start..]) {
                Ok(x) => fold.add(&mut top.state, x),
                Err(c) => {
                    blocked = Some(c.clone());
                    break;
                }
            }
            starts.pop();
            waiting.truncate(start);
        }
        if blocked.is_some() {
            continue;
        }
        if top.done == SCANNED {
            let frame = frames.pop().expect("the path is not empty");
            let value = fold.take(frame.state);
            memo.finish(&frame.position, value);
            if frames.is_empty() {
                return value;
            }
            continue;
        }
        let mut skip = top.done;
        let mut k = top.done;
        let memo: &M = memo;
        let fold = &mut *fold;
        let blocked = &mut blocked;
        let waiting = &mut *waiting;
        let starts = &mut *starts;
        let mut folded = top.state;
        let mut stopped = false;
        let mut visit = |option: &[G::Position]| {
            if stopped {
                return;
            }
            if skip != 0 {
                skip -= 1;
                return;
            }
            match option_value::<_, _, A>(memo, option) {
                Ok(x) => fold.add(&mut folded, x),
                Err(c) => {
                    if !wait(waiting, starts, option) {
                        *blocked = Some(c.clone());
                        stopped = true;
                        return;
                    }
                }
            }
            k += 1;
        };
        if G::PUSHES {
            game.for_each_option(&top.position, &mut visit);
        } else {
            game.options(&top.position)
                .iter()
                .for_each(|option| visit(option));
        }
        top.state = folded;
        top.done = if stopped { k } else { SCANNED };
    }
}
