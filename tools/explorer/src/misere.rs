//! Misère outcomes of any heap rule, splits included: under misère play a
//! sum's outcome is not a function of its parts' outcomes (nor of their
//! Grundy values; Winning Ways ch. 13, Siegel's CGT ch. V), so a heap that
//! splits is searched as what it becomes: a multiset of heaps, one heap
//! replaced by an option's heaps at each move. A position is lost for the
//! player to move when every move leads to a won one; with no move at all
//! the player to move wins (the last move loses). Heaps without options are
//! left out of a position (they add no move, so the game tree is the same),
//! positions are sorted, and each is valued once (a memo), by a depth-first
//! search on an explicit stack.

use crate::rule::{Rule, RuleError};
use std::collections::HashMap;

/// Positions (multisets) the search may value: their memory bounds it.
pub const STATE_CAP: usize = 2_000_000;

/// [`STATE_CAP`], or less where the environment variable
/// `GRUNDY_STATE_CAP` says so (the tests reach the cap in a short time
/// that way; it cannot be raised).
pub fn state_cap() -> usize {
    std::env::var("GRUNDY_STATE_CAP")
        .ok()
        .and_then(|v| v.parse::<usize>().ok())
        .map_or(STATE_CAP, |v| v.min(STATE_CAP))
}

/// Why the search stopped.
pub enum Stop {
    /// The rule failed, or its steps passed the bound, at heap `n`.
    Rule(RuleError),
    /// More than [`state_cap`] positions by heap `n`.
    States { n: usize },
}

/// 1 where the player to move wins one heap of `n` under misère play, 0
/// where they lose, for `n < len`; the rule's steps within `bound`, and
/// the search within [`state_cap`] positions and `bound` moves.
/// Where the search stops, the values below the heap it stopped at come
/// with the reason.
pub fn outcomes(rule: &Rule, len: usize, bound: u64) -> (Vec<u32>, Option<Stop>) {
    let mut out = Vec::with_capacity(len);
    let stop = search(rule, len, bound, &mut out).err();
    (out, stop)
}

fn search(rule: &Rule, len: usize, bound: u64, out: &mut Vec<u32>) -> Result<(), Stop> {
    let mut work = 0u64;
    let cap = state_cap();
    // Each heap's options, each a sorted list of the heaps it leaves that
    // have options themselves, read heap by heap as the values go (an
    // option's heaps are below n, which the rule checks, so they are known).
    let mut options: Vec<Vec<Vec<u32>>> = Vec::with_capacity(len);
    // Heaps without options add no move: they are left out.
    let mut live: Vec<bool> = Vec::with_capacity(len);
    let mut memo: HashMap<Vec<u32>, bool> = HashMap::new();
    for n in 0..len {
        let mut list: Vec<Vec<u32>> = Vec::new();
        rule.options(n, &mut work, bound, &mut |heaps| {
            list.push(heaps.iter().map(|&h| h as u32).collect());
        })
        .map_err(Stop::Rule)?;
        for heaps in list.iter_mut() {
            heaps.retain(|&h| live[h as usize]);
            heaps.sort_unstable();
        }
        let alive = !list.is_empty();
        live.push(alive);
        options.push(list);
        let start = if alive { vec![n as u32] } else { Vec::new() };
        let won = value(&start, &options, &mut memo, (&mut work, bound, cap), n)?;
        out.push(u32::from(won));
    }
    Ok(())
}

/// One position on the search's stack: its moves, and the next to try.
struct Frame {
    state: Vec<u32>,
    children: Vec<Vec<u32>>,
    next: usize,
}

/// The positions one move from `state`.
fn children(state: &[u32], options: &[Vec<Vec<u32>>], work: &mut u64) -> Vec<Vec<u32>> {
    let mut out = Vec::new();
    for (i, &h) in state.iter().enumerate() {
        if i > 0 && state[i - 1] == h {
            continue; // the same heap again: the same moves
        }
        for heaps in &options[h as usize] {
            let mut child: Vec<u32> = Vec::with_capacity(state.len() + heaps.len());
            child.extend_from_slice(&state[..i]);
            child.extend_from_slice(&state[i + 1..]);
            child.extend_from_slice(heaps);
            child.sort_unstable();
            *work += child.len() as u64 + 1;
            out.push(child);
        }
    }
    out
}

/// Whether the player to move wins `start` under misère play.
fn value(
    start: &[u32],
    options: &[Vec<Vec<u32>>],
    memo: &mut HashMap<Vec<u32>, bool>,
    (work, bound, cap): (&mut u64, u64, usize),
    n: usize,
) -> Result<bool, Stop> {
    if let Some(&won) = memo.get(start) {
        return Ok(won);
    }
    let mut stack = vec![Frame {
        state: start.to_vec(),
        children: children(start, options, work),
        next: 0,
    }];
    while let Some(frame) = stack.last_mut() {
        if *work > bound {
            return Err(Stop::Rule(RuleError::Bound { n, alone: false }));
        }
        // No move: the player to move wins (misère).
        if frame.children.is_empty() {
            let frame = stack.pop().expect("a frame");
            memo.insert(frame.state, true);
            continue;
        }
        let mut decided: Option<bool> = None;
        let mut descend: Option<Vec<u32>> = None;
        while frame.next < frame.children.len() {
            match memo.get(&frame.children[frame.next]) {
                // A move to a lost position wins.
                Some(false) => {
                    decided = Some(true);
                    break;
                }
                Some(true) => frame.next += 1,
                None => {
                    descend = Some(frame.children[frame.next].clone());
                    break;
                }
            }
        }
        if decided.is_none() && descend.is_none() {
            decided = Some(false); // every move leads to a won position
        }
        if let Some(won) = decided {
            let frame = stack.pop().expect("a frame");
            memo.insert(frame.state, won);
            if memo.len() > cap {
                return Err(Stop::States { n });
            }
            continue;
        }
        let child = descend.expect("one of the two");
        let grandchildren = children(&child, options, work);
        stack.push(Frame {
            state: child,
            children: grandchildren,
            next: 0,
        });
    }
    Ok(*memo.get(start).expect("the search valued its start"))
}
