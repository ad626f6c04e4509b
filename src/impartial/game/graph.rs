//! Grundy values of a game given as a graph (adjacency lists).

use super::memo::{IN_PROGRESS, UNKNOWN};
use crate::impartial::mex::MexSet;

/// The Grundy values of a game given as a graph: node `v`'s options are the
/// nodes `succ[v]` (duplicates allowed), for nodes `0..n`.
///
/// A depth-first search with an explicit stack of (node, next edge), so it
/// scans each edge once, holds `n` values and the stack, and needs no
/// recursion; the values come out in node order.
///
/// # Panics
/// If `succ.len() != n`, if an edge leads to a node of `n` or more, or if
/// the graph has a cycle (Grundy values need an acyclic game; for games with
/// cycles see [`retrograde`](crate::loopy::retrograde)).
///
/// # Complexity
/// O(n + E) time for E edges; `n` values (4 bytes each while searching, the
/// `u64` table of 8 bytes each at the end) and the stack (at most `n` pairs)
/// of memory.
///
/// # Example
/// ```
/// use grundy::game::dag_values;
/// // 0 has no move; 1 -> 0; 2 -> 0, 1; 3 -> 1.
/// let succ = vec![vec![], vec![0], vec![0, 1], vec![1]];
/// assert_eq!(dag_values(4, &succ), vec![0, 1, 2, 0]);
/// ```
pub fn dag_values<S: AsRef<[usize]>>(n: usize, succ: &[S]) -> Vec<u64> {
    assert_eq!(
        succ.len(),
        n,
        "dag_values needs one adjacency list per node: {} lists for {} nodes",
        succ.len(),
        n
    );
    let mut value = vec![UNKNOWN; n];
    let mut stack: Vec<(usize, usize)> = Vec::new();
    let mut set = MexSet::new();
    for root in 0..n {
        if value[root] != UNKNOWN {
            continue;
        }
        value[root] = IN_PROGRESS;
        stack.push((root, 0));
        while let Some(top) = stack.last_mut() {
            let v = top.0;
            let edges = succ[v].as_ref();
            let mut next = None;
            while top.1 < edges.len() {
                let w = edges[top.1];
                assert!(w < n, "an edge {} -> {} leaves the {} nodes", v, w, n);
                match value[w] {
                    UNKNOWN => {
                        next = Some(w);
                        break;
                    }
                    IN_PROGRESS => panic!(
                        "the graph has a cycle through node {} \
                         (Grundy values need an acyclic game; see retrograde)",
                        w
                    ),
                    _ => top.1 += 1,
                }
            }
            match next {
                Some(w) => {
                    value[w] = IN_PROGRESS;
                    stack.push((w, 0));
                }
                None => {
                    for &w in edges {
                        set.insert(value[w] as usize);
                    }
                    value[v] = set.take_mex() as u32;
                    stack.pop();
                }
            }
        }
    }
    // Searched in u32 cells (with the memo's two markers), returned as u64.
    value.into_iter().map(u64::from).collect()
}
