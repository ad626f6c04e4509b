//! The token-with-counters game on a tree (AtCoder AGC010 F, *Tree Game*):
//! vertex `i` holds `a[i]` stones and a token stands on a vertex; a move
//! removes one stone from the token's vertex, then moves the token to an
//! adjacent vertex. A player who cannot move (no stone under the token, or
//! a token with no neighbour) loses.
//!
//! **Theorem** (AGC010 F editorial). The player to move with the token on
//! `v` wins iff some neighbour `u` of `v` has `a[u] < a[v]` and is a losing
//! start in the same game on the part of the tree hanging from `u` away from
//! `v` (the tree without `v`; stones as given).
//!
//! *Proof sketch* (by induction on the number of stones). Moving to a
//! neighbour `u` with `a[u] >= a[v]` never helps: the opponent moves back to
//! `v`, and as long as the mover keeps returning to `u` the two counts fall
//! together, `v`'s first, so the mover is the one who meets `v` empty; any
//! other continuation is a position the induction covers with fewer stones.
//! So only moves to smaller neighbours matter, and there, the opponent never
//! profits from stepping back to `v` (now the same argument, roles swapped,
//! with `a[v] - 1 >= a[u]`): play stays in `u`'s part, which is a loss for
//! the player to move there exactly when the recursion says so. The moves
//! between a vertex and its smaller neighbours form an acyclic game, whose
//! outcomes the recursion computes.
//!
//! [`tree_counters`] gives the outcome from every start vertex in O(N) by
//! rerooting: a pass from the leaves gives each vertex's outcome in its
//! subtree (rooted at vertex 0), a pass from the root the outcome of the
//! parent's side, and a vertex wins from the start iff one of its smaller
//! neighbours loses on its own side. Both passes follow one breadth-first
//! order: no recursion.
//!
//! # A contest problem
//!
//! *AGC010 F. A tree of N vertices (N <= 3000; here any N), vertex i holds
//! A_i stones. Takahashi puts the piece on a vertex and moves first; list
//! every vertex from which he wins.*
//!
//! ```
//! use grundy::counters::tree_counters;
//! // AGC010 F's first sample: the path 1-2-3 with A = 1 2 3 (0-based
//! // here). From the middle, move to the end with 1 stone: the opponent
//! // takes it and must come back, then we go there again and it is empty.
//! let wins = tree_counters(3, &[(0, 1), (1, 2)], &[1, 2, 3]);
//! let answer: Vec<usize> = (0..3).filter(|&v| wins[v]).map(|v| v + 1).collect();
//! assert_eq!(answer, vec![2]);
//! ```
//!
//! # Input
//! A tree on `0..n` as `n - 1` edges; a bad tree (0 vertices, an id out of
//! range, a self-loop, an edge twice, the wrong number of edges, not
//! connected) is refused with a panic that names it.

use crate::graphs::matching::undirected_adjacency;
use std::collections::VecDeque;

/// The token-with-counters game on a tree from every start: `wins[v]` says
/// whether the player to move with the token on `v` wins (module docs: the
/// AGC010 F rule).
///
/// # Panics
/// If `a.len() != n`, or on a bad tree (module docs).
///
/// # Complexity
/// O(n) time and memory: two passes over one breadth-first order.
///
/// # Example
/// ```
/// use grundy::counters::tree_counters;
/// // A star: centre 0 with 5 stones, leaves with 1, 9 and 0.
/// // From 0, move to leaf 3 (no stones): the opponent cannot move.
/// // From 1 or 2 the only move is to 0, and from there the opponent
/// // moves to 3. Leaf 3 has no stone to remove.
/// let wins = tree_counters(4, &[(0, 1), (0, 2), (0, 3)], &[5, 1, 9, 0]);
/// assert_eq!(wins, vec![true, false, false, false]);
/// ```
pub fn tree_counters(n: usize, edges: &[(usize, usize)], a: &[u64]) -> Vec<bool> {
    let adj = undirected_adjacency(n, edges);
    assert_eq!(
        a.len(),
        n,
        "tree_counters needs one stone count per vertex: {} counts for {} vertices",
        a.len(),
        n
    );
    assert!(
        edges.len() == n - 1,
        "a tree on {} vertices has {} edges, not {}",
        n,
        n - 1,
        edges.len()
    );
    // Breadth-first order from 0, parents.
    let mut parent = vec![usize::MAX; n];
    let mut order = Vec::with_capacity(n);
    let mut seen = vec![false; n];
    let mut queue = VecDeque::new();
    seen[0] = true;
    queue.push_back(0);
    while let Some(v) = queue.pop_front() {
        order.push(v);
        for &w in &adj[v] {
            if !seen[w] {
                seen[w] = true;
                parent[w] = v;
                queue.push_back(w);
            }
        }
    }
    if let Some(v) = seen.iter().position(|&s| !s) {
        panic!(
            "the graph is not a tree: vertex {} is not connected to vertex 0 ({} edges on {} vertices)",
            v,
            edges.len(),
            n
        );
    }
    // down[v]: the outcome from v in v's subtree; good[v]: how many children
    // c have a[c] < a[v] and lose in their subtree.
    let mut down = vec![false; n];
    let mut good = vec![0usize; n];
    for &v in order.iter().rev() {
        down[v] = good[v] > 0;
        let p = parent[v];
        if p != usize::MAX && a[v] < a[p] && !down[v] {
            good[p] += 1;
        }
    }
    // up[v]: the outcome from parent(v) in the tree without v's subtree.
    // count[v]: the good neighbours of v in the whole tree.
    let mut up = vec![false; n];
    let mut count = vec![0usize; n];
    for &v in &order {
        let p = parent[v];
        count[v] = good[v];
        if p != usize::MAX && a[p] < a[v] && !up[v] {
            count[v] += 1;
        }
        for &c in &adj[v] {
            if c != p {
                let c_good = a[c] < a[v] && !down[c];
                up[c] = count[v] - usize::from(c_good) > 0;
            }
        }
    }
    count.into_iter().map(|c| c > 0).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::rngs::StdRng;
    use rand::{Rng, SeedableRng};
    use std::collections::HashMap;

    /// The game from its rules: the player to move with the token on `v`
    /// and these stones wins iff a move (a stone off `v`, the token to a
    /// neighbour) leaves a loss.
    fn brute(
        adj: &[Vec<usize>],
        v: usize,
        stones: &mut Vec<u64>,
        memo: &mut HashMap<(usize, Vec<u64>), bool>,
    ) -> bool {
        if let Some(&w) = memo.get(&(v, stones.clone())) {
            return w;
        }
        let mut win = false;
        if stones[v] > 0 {
            stones[v] -= 1;
            for &u in &adj[v] {
                if !brute(adj, u, stones, memo) {
                    win = true;
                    break;
                }
            }
            stones[v] += 1;
        }
        memo.insert((v, stones.clone()), win);
        win
    }

    fn random_tree(rng: &mut StdRng, n: usize) -> Vec<(usize, usize)> {
        // Vertex i > 0 hangs from a random earlier vertex, then relabelled.
        let mut label: Vec<usize> = (0..n).collect();
        for i in (1..n).rev() {
            label.swap(i, rng.random_range(0..=i));
        }
        (1..n)
            .map(|i| {
                let p = rng.random_range(0..i);
                if rng.random_bool(0.5) {
                    (label[i], label[p])
                } else {
                    (label[p], label[i])
                }
            })
            .collect()
    }

    #[test]
    fn random_small_trees_against_the_rules() {
        let mut rng = StdRng::seed_from_u64(10);
        for _ in 0..1500 {
            let n = rng.random_range(1..=7usize);
            let edges = random_tree(&mut rng, n);
            let top = rng.random_range(0..=4u64);
            let a: Vec<u64> = (0..n).map(|_| rng.random_range(0..=top)).collect();
            let adj = undirected_adjacency(n, &edges);
            let mut memo = HashMap::new();
            let wins = tree_counters(n, &edges, &a);
            for (v, &got) in wins.iter().enumerate() {
                let mut stones = a.clone();
                assert_eq!(
                    got,
                    brute(&adj, v, &mut stones, &mut memo),
                    "start {} of {:?}, a = {:?}",
                    v,
                    edges,
                    a
                );
            }
        }
    }

    /// The theorem's recursion, rooted at each start in turn: O(n) a start.
    fn by_the_theorem(adj: &[Vec<usize>], a: &[u64], start: usize) -> bool {
        let n = adj.len();
        let mut parent = vec![usize::MAX; n];
        let mut order = vec![start];
        let mut i = 0;
        while i < order.len() {
            let v = order[i];
            i += 1;
            for &w in &adj[v] {
                if w != parent[v] {
                    parent[w] = v;
                    order.push(w);
                }
            }
        }
        let mut win = vec![false; n];
        for &v in order.iter().rev() {
            win[v] = adj[v]
                .iter()
                .any(|&c| c != parent[v] && a[c] < a[v] && !win[c]);
        }
        win[start]
    }

    #[test]
    fn rerooting_agrees_with_the_recursion_from_every_start() {
        let mut rng = StdRng::seed_from_u64(2017);
        for round in 0..40 {
            let n = rng.random_range(2..=300usize);
            let mut edges = random_tree(&mut rng, n);
            if round % 4 == 0 {
                // A path, the deepest tree.
                edges = (1..n).map(|i| (i - 1, i)).collect();
            }
            let top = [2u64, 5, 1_000_000_000][round % 3];
            let a: Vec<u64> = (0..n).map(|_| rng.random_range(0..=top)).collect();
            let adj = undirected_adjacency(n, &edges);
            let wins = tree_counters(n, &edges, &a);
            for (v, &got) in wins.iter().enumerate() {
                assert_eq!(got, by_the_theorem(&adj, &a, v), "start {}", v);
            }
        }
    }

    #[test]
    fn agc010_f_samples() {
        // Sample 1: 3 vertices, A = 1 2 3, path: answer 2.
        assert_eq!(
            tree_counters(3, &[(0, 1), (1, 2)], &[1, 2, 3]),
            vec![false, true, false]
        );
        // Sample 2: 5 vertices, A = 5 4 1 2 3, edges 1-2 1-3 2-4 2-5:
        // answer 1 2.
        let wins = tree_counters(5, &[(0, 1), (0, 2), (1, 3), (1, 4)], &[5, 4, 1, 2, 3]);
        assert_eq!(wins, vec![true, true, false, false, false]);
        // Sample 3: 3 vertices, A = 1 1 1: nobody wins from anywhere.
        assert_eq!(
            tree_counters(3, &[(0, 1), (1, 2)], &[1, 1, 1]),
            vec![false; 3]
        );
    }

    #[test]
    fn a_path_of_a_million_vertices_needs_no_recursion() {
        let n = 1_000_000;
        let edges: Vec<(usize, usize)> = (1..n).map(|i| (i - 1, i)).collect();
        let a: Vec<u64> = (0..n as u64).collect();
        // Increasing stones: from v > 0 step down to v - 1, whose only smaller
        // neighbour v - 2 ... vertex 0 loses, 1 wins, 2 loses (1 wins), ...
        let wins = tree_counters(n, &edges, &a);
        assert!(wins.iter().enumerate().all(|(v, &w)| w == (v % 2 == 1)));
    }

    #[test]
    #[should_panic(expected = "a tree on 3 vertices has 2 edges, not 1")]
    fn too_few_edges_are_refused() {
        tree_counters(3, &[(0, 1)], &[1, 1, 1]);
    }

    #[test]
    #[should_panic(expected = "vertex 3 is not connected to vertex 0")]
    fn a_cycle_and_an_isolated_vertex_are_refused() {
        tree_counters(4, &[(0, 1), (1, 2), (2, 0)], &[1, 1, 1, 1]);
    }

    #[test]
    #[should_panic(expected = "one stone count per vertex: 2 counts for 3 vertices")]
    fn missing_counts_are_refused() {
        tree_counters(3, &[(0, 1), (1, 2)], &[1, 1]);
    }
}
