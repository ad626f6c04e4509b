//! Geography: a token on a vertex of a graph; the players move it in turn
//! along an edge, never to a vertex (vertex geography) or along an edge
//! (edge geography) used before; whoever cannot move loses.
//!
//! # Undirected vertex geography, by matchings
//!
//! The start vertex counts as visited. **Theorem** (Fraenkel, Scheinerman
//! and Ullman, *Undirected edge geography*, Theoret. Comput. Sci. 112,
//! 1993, whose Theorem 1.1 is this statement for vertex geography; also
//! Bodlaender, *Complexity of path-forming games*, 1993): the first player
//! wins from `v` iff `v` is matched by **every** maximum matching of `G`.
//!
//! *Proof.* Let every maximum matching cover `v`, and fix one, `M`. The
//! first player always moves to the `M`-partner of the token's vertex. The
//! visited vertices are then `v, M(v), x1, M(x1), ..., xk, M(xk)`: closed
//! under `M`. If the second player could ever move to a vertex `u` that `M`
//! leaves free, the path `v M(v) x1 M(x1) ... u` would alternate, starting
//! with an `M`-edge at `v` and ending at a free vertex after a non-`M` edge;
//! swapping its edges in and out of `M` would give a maximum matching that
//! misses `v`. So every vertex the second player reaches is matched, its
//! partner unvisited (the visited set is closed under `M`), and the first
//! player always has a move; the game is finite, so the second player is
//! the one who gets stuck. Conversely, let a maximum matching `M` miss `v`.
//! Now the *second* player answers every move with the partner: the first
//! player's first vertex `u` is matched (else `M + vu` is larger), and a
//! later move of the first player to a free vertex `w` would end an
//! augmenting path `v ... w` (both ends free), impossible for a maximum
//! `M`. So the second player always has a move, and wins. ∎
//!
//! [`vertex_geography`] decides every start vertex with one maximum
//! matching and one more blossom search ([`matching::avoidable_vertices`]):
//! the losing starts are the Gallai-Edmonds set `D(G)`.
//!
//! **Winning moves.** From a winning start `v`, moving to a neighbour `u`
//! wins iff the edge `vu` belongs to **some** maximum matching of `G`.
//! *Proof.* After the move the token is on `u` in `G - v` (`v` is visited
//! for good), the second player to move; by the theorem on `G - v` the
//! second player loses iff some maximum matching of `G - v` misses `u`,
//! i.e. `ν(G - v - u) = ν(G - v)`. Since `v` is in every maximum matching
//! of `G`, `ν(G - v) = ν(G) - 1`. So the move wins iff
//! `ν(G - v - u) = ν(G) - 1`, iff a maximum matching of `G - v - u` plus
//! the edge `vu` is a matching of size `ν(G)`, i.e. a maximum matching of
//! `G` through `vu` (and any such, minus `vu`, is one of `G - v - u`). ∎
//! The partner of `v` in any maximum matching is one winning move;
//! [`vertex_geography_moves`] lists them all, one augmenting-path search
//! per neighbour.
//!
//! # Directed vertex geography and edge geography, by search
//!
//! These are PSPACE-complete in general (Lichtenstein and Sipser 1980;
//! Schaefer 1978), and undirected *edge* geography too (Fraenkel,
//! Scheinerman and Ullman 1993). [`directed_vertex_geography`] (at most
//! [`MAX_SEARCH`] vertices) and [`edge_geography`] (at most [`MAX_SEARCH`]
//! edges) search every (token, visited set) position with a table over the
//! visited sets, largest first, and refuse larger graphs with a panic that
//! says so.
//!
//! # Input
//! Vertices `0..n`, edges as `(u, v)` pairs (arcs from `u` to `v` where the
//! game is directed). A graph with 0 vertices, an id of `n` or more, a
//! self-loop or an edge given twice is refused with a panic naming it
//! ([`matching`]'s checks).
//!
//! # A contest problem
//!
//! *N cities and M roads (N <= 500, M <= N(N-1)/2). A token starts on
//! city S; the players move it in turn along a road to a city it has never
//! visited, and whoever cannot move loses. For every S: does the first
//! player win, and with which first moves?* Solution: the matching theorem
//! above, all starts from one matching (`vertex_geography`), the moves from
//! one augmenting-path search per neighbour (`vertex_geography_moves`).
//!
//! ```
//! use grundy::geography::{vertex_geography, vertex_geography_moves};
//! // A triangle 0-1-2 with a pendant 3 on vertex 2, and a path 4-5-6.
//! let edges = [(0, 1), (1, 2), (2, 0), (2, 3), (4, 5), (5, 6)];
//! // Maximum matchings: {01, 23} with 45 or 56. Every one covers 0..=3
//! // and 5; 4 and 6 are each missed by one.
//! let wins = vertex_geography(7, &edges);
//! assert_eq!(wins, vec![true, true, true, true, false, true, false]);
//! // From 2 only 23 lies in a maximum matching: after 2 -> 0 the
//! // opponent goes on to 1, and the token is stuck.
//! assert_eq!(vertex_geography_moves(7, &edges, 2), vec![3]);
//! assert_eq!(vertex_geography_moves(7, &edges, 5), vec![4, 6]);
//! assert_eq!(vertex_geography_moves(7, &edges, 4), Vec::<usize>::new());
//! ```

use crate::graphs::matching::{self, undirected_adjacency, UNMATCHED};

/// The largest graph the searches take: [`directed_vertex_geography`] up to
/// this many vertices, [`edge_geography`] up to this many edges (a table of
/// `2^20` sets of 4 or 8 bytes, at most about `20 * 2^20` steps).
pub const MAX_SEARCH: usize = 20;

/// Undirected vertex geography from every start: `wins[v]` says whether the
/// player who moves first, with the token on `v` (visited), wins.
///
/// By the matching theorem (module docs): `wins[v]` iff every maximum
/// matching covers `v`.
///
/// # Panics
/// On a bad graph (module docs).
///
/// # Complexity
/// One maximum matching and one blossom search: O(V (V^2 + E)) worst case,
/// O(E sqrt V) on a bipartite graph (trees, grids).
///
/// # Example
/// ```
/// use grundy::geography::vertex_geography;
/// // A path 0-1-2-3 has the perfect matching {01, 23}: every start wins.
/// assert_eq!(vertex_geography(4, &[(0, 1), (1, 2), (2, 3)]), vec![true; 4]);
/// // A path 0-1-2: the ends lose (the opponent walks on), the middle wins.
/// assert_eq!(vertex_geography(3, &[(0, 1), (1, 2)]), vec![false, true, false]);
/// ```
pub fn vertex_geography(n: usize, edges: &[(usize, usize)]) -> Vec<bool> {
    matching::avoidable_vertices(n, edges)
        .into_iter()
        .map(|missed| !missed)
        .collect()
}

/// The winning first moves of undirected vertex geography from `start`: the
/// neighbours `u` such that the edge `start u` lies in some maximum
/// matching, in increasing order; empty when `start` is a losing start.
///
/// # Panics
/// On a bad graph (module docs), or `start >= n`.
///
/// # Complexity
/// One maximum matching, one blossom search, and one augmenting-path search
/// per neighbour of `start`: O(deg(start) (V^2 + E)) after the matching.
///
/// # Example
/// ```
/// use grundy::geography::vertex_geography_moves;
/// // A star with centre 0: only the centre wins, by moving to any leaf.
/// let star = [(0, 1), (0, 2), (0, 3)];
/// assert_eq!(vertex_geography_moves(4, &star, 0), vec![1, 2, 3]);
/// assert_eq!(vertex_geography_moves(4, &star, 1), Vec::<usize>::new());
/// ```
pub fn vertex_geography_moves(n: usize, edges: &[(usize, usize)], start: usize) -> Vec<usize> {
    let adj = undirected_adjacency(n, edges);
    assert!(
        start < n,
        "start vertex {} is out of range: the graph has {} vertices 0..{}",
        start,
        n,
        n
    );
    let mate = matching::mate_of(&adj);
    if mate[start] == UNMATCHED || matching::avoidable_of(&adj, &mate)[start] {
        return Vec::new();
    }
    let mut moves: Vec<usize> = adj[start]
        .iter()
        .copied()
        .filter(|&u| matching::edge_in_some_maximum(&adj, &mate, start, u))
        .collect();
    moves.sort_unstable();
    moves
}

/// Directed vertex geography from every start, by search: `wins[v]` says
/// whether the player who moves first, with the token on `v` (visited),
/// wins, where a move follows an arc `(u, w)` from `u` to an unvisited `w`.
///
/// For an undirected graph give each edge both ways, or use the faster
/// [`vertex_geography`].
///
/// # Panics
/// On a bad graph (module docs: here `(u, v)` and `(v, u)` are two arcs),
/// or more than [`MAX_SEARCH`] vertices.
///
/// # Complexity
/// O(2^n n^2 / 64) time in the worst case, `2^n` words of memory.
///
/// # Example
/// ```
/// use grundy::geography::directed_vertex_geography;
/// // 0 -> 1 -> 2 and 0 -> 2: from 0, move to 2 (the opponent is stuck).
/// assert_eq!(directed_vertex_geography(3, &[(0, 1), (1, 2), (0, 2)]), vec![true, true, false]);
/// ```
pub fn directed_vertex_geography(n: usize, arcs: &[(usize, usize)]) -> Vec<bool> {
    let succ = matching::directed_adjacency(n, arcs);
    assert!(
        n <= MAX_SEARCH,
        "directed_vertex_geography searches every visited set: {} vertices is more than its \
         limit of {} (PSPACE-complete in general)",
        n,
        MAX_SEARCH
    );
    let out: Vec<u32> = succ
        .iter()
        .map(|s| s.iter().fold(0u32, |m, &w| m | 1 << w))
        .collect();
    // lost[mask]: the vertices v of mask with (token v, visited mask) lost
    // for the player to move. A move only grows the mask, so larger masks
    // come first.
    let full = 1usize << n;
    let mut lost = vec![0u32; full];
    for mask in (1..full).rev() {
        let mut bits = mask as u32;
        let mut lose = 0u32;
        while bits != 0 {
            let v = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            let mut moves = out[v] & !(mask as u32);
            let mut win = false;
            while moves != 0 {
                let w = moves.trailing_zeros() as usize;
                moves &= moves - 1;
                if lost[mask | 1 << w] >> w & 1 == 1 {
                    win = true;
                    break;
                }
            }
            if !win {
                lose |= 1 << v;
            }
        }
        lost[mask] = lose;
    }
    (0..n).map(|v| lost[1 << v] >> v & 1 == 0).collect()
}

/// Edge geography from every start, by search: `wins[v]` says whether the
/// player who moves first, with the token on `v`, wins, where a move takes
/// the token along an edge not used before (vertices may be revisited).
/// `directed`: arcs go from `u` to `v` only; otherwise both ways.
///
/// # Panics
/// On a bad graph (module docs), more than [`MAX_SEARCH`] edges, or more than
/// 64 vertices.
///
/// # Complexity
/// O(2^m (n + m)) time for m edges, `2^m` words of memory.
///
/// # Example
/// ```
/// use grundy::geography::edge_geography;
/// // A triangle: 3 moves are made whatever happens, so the first player
/// // makes the last one and wins, from any vertex.
/// let triangle = [(0, 1), (1, 2), (2, 0)];
/// assert_eq!(edge_geography(3, &triangle, false), vec![true; 3]);
/// // Directed 0 -> 1 -> 2: from 0 two moves are made, the first player loses.
/// assert_eq!(edge_geography(3, &[(0, 1), (1, 2)], true), vec![false, true, false]);
/// ```
pub fn edge_geography(n: usize, edges: &[(usize, usize)], directed: bool) -> Vec<bool> {
    if directed {
        let _ = matching::directed_adjacency(n, edges);
    } else {
        let _ = undirected_adjacency(n, edges);
    }
    let m = edges.len();
    assert!(
        m <= MAX_SEARCH,
        "edge_geography searches every set of used edges: {} edges is more than its limit of {} \
         (PSPACE-complete in general)",
        m,
        MAX_SEARCH
    );
    assert!(
        n <= 64,
        "edge_geography keeps a vertex set in 64 bits: {} vertices is more than 64",
        n
    );
    // Each vertex's moves: (edge index, far end).
    let mut out: Vec<Vec<(usize, usize)>> = vec![Vec::new(); n];
    for (i, &(u, v)) in edges.iter().enumerate() {
        out[u].push((i, v));
        if !directed {
            out[v].push((i, u));
        }
    }
    // lost[used]: the vertices v with (token v, edges used) lost for the
    // player to move; every move adds an edge, so larger sets come first.
    let full = 1usize << m;
    let mut lost = vec![0u64; full];
    for used in (0..full).rev() {
        let mut lose = 0u64;
        for (v, moves) in out.iter().enumerate() {
            let win = moves
                .iter()
                .any(|&(e, w)| used >> e & 1 == 0 && lost[used | 1 << e] >> w & 1 == 1);
            if !win {
                lose |= 1 << v;
            }
        }
        lost[used] = lose;
    }
    (0..n).map(|v| lost[0] >> v & 1 == 0).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::rngs::StdRng;
    use rand::{Rng, SeedableRng};

    /// Vertex geography from the rules: the player to move at `v` with
    /// `visited` wins iff some unvisited successor is a loss.
    fn brute_vertex(succ: &[u32], v: usize, visited: u32) -> bool {
        let mut moves = succ[v] & !visited;
        while moves != 0 {
            let w = moves.trailing_zeros() as usize;
            moves &= moves - 1;
            if !brute_vertex(succ, w, visited | 1 << w) {
                return true;
            }
        }
        false
    }

    /// Edge geography from the rules: `out[v]` lists (edge, far end).
    fn brute_edge(out: &[Vec<(usize, usize)>], v: usize, used: u32) -> bool {
        out[v]
            .iter()
            .any(|&(e, w)| used >> e & 1 == 0 && !brute_edge(out, w, used | 1 << e))
    }

    fn graph_of(n: usize, bits: u32) -> Vec<(usize, usize)> {
        let mut edges = Vec::new();
        let mut i = 0;
        for u in 0..n {
            for v in u + 1..n {
                if bits >> i & 1 == 1 {
                    edges.push((u, v));
                }
                i += 1;
            }
        }
        edges
    }

    fn complete(n: usize) -> Vec<(usize, usize)> {
        (0..n)
            .flat_map(|u| (u + 1..n).map(move |v| (u, v)))
            .collect()
    }

    fn symmetric(n: usize, edges: &[(usize, usize)]) -> Vec<u32> {
        let mut succ = vec![0u32; n];
        for &(u, v) in edges {
            succ[u] |= 1 << v;
            succ[v] |= 1 << u;
        }
        succ
    }

    /// Outcomes and winning moves from every start against the rules.
    fn check_undirected(n: usize, edges: &[(usize, usize)]) {
        let succ = symmetric(n, edges);
        let wins = vertex_geography(n, edges);
        for v in 0..n {
            let brute = brute_vertex(&succ, v, 1 << v);
            assert_eq!(wins[v], brute, "start {} of {:?}", v, edges);
            let moves: Vec<usize> = (0..n)
                .filter(|&w| succ[v] >> w & 1 == 1)
                .filter(|&w| !brute_vertex(&succ, w, 1 << v | 1 << w))
                .collect();
            assert_eq!(
                vertex_geography_moves(n, edges, v),
                moves,
                "start {} of {:?}",
                v,
                edges
            );
        }
    }

    #[test]
    fn every_graph_of_up_to_five_vertices_every_start_and_move() {
        for n in 1..=5usize {
            for bits in 0..(1u32 << (n * (n - 1) / 2)) {
                check_undirected(n, &graph_of(n, bits));
            }
        }
    }

    #[test]
    fn every_graph_of_six_vertices_every_start_and_move() {
        // All 32,768 labelled graphs on 6 vertices (about 1 s in debug).
        for bits in 0..(1u32 << 15) {
            check_undirected(6, &graph_of(6, bits));
        }
    }

    #[test]
    fn random_graphs_of_seven_to_eleven_vertices() {
        let mut rng = StdRng::seed_from_u64(1993);
        for round in 0..150 {
            let n = rng.random_range(7..=11usize);
            let p = [0.2, 0.35, 0.5][round % 3];
            let edges: Vec<(usize, usize)> = complete(n)
                .into_iter()
                .filter(|_| rng.random_bool(p))
                .collect();
            check_undirected(n, &edges);
            // The search agrees on the same graph given both ways.
            let arcs: Vec<(usize, usize)> =
                edges.iter().flat_map(|&(u, v)| [(u, v), (v, u)]).collect();
            assert_eq!(
                directed_vertex_geography(n, &arcs),
                vertex_geography(n, &edges)
            );
        }
    }

    #[test]
    fn every_digraph_of_up_to_four_vertices_and_random_larger_ones() {
        let mut rng = StdRng::seed_from_u64(1980);
        let mut cases = Vec::new();
        for n in 1..=4usize {
            let pairs: Vec<(usize, usize)> = (0..n)
                .flat_map(|u| (0..n).filter(move |&v| v != u).map(move |v| (u, v)))
                .collect();
            for bits in 0..(1u32 << pairs.len()) {
                let arcs: Vec<(usize, usize)> = (0..pairs.len())
                    .filter(|&i| bits >> i & 1 == 1)
                    .map(|i| pairs[i])
                    .collect();
                cases.push((n, arcs));
            }
        }
        for _ in 0..200 {
            let n = rng.random_range(5..=9usize);
            let arcs: Vec<(usize, usize)> = (0..n)
                .flat_map(|u| (0..n).filter(move |&v| v != u).map(move |v| (u, v)))
                .filter(|_| rng.random_bool(0.3))
                .collect();
            cases.push((n, arcs));
        }
        for (n, arcs) in cases {
            let mut succ = vec![0u32; n];
            for &(u, v) in &arcs {
                succ[u] |= 1 << v;
            }
            let wins = directed_vertex_geography(n, &arcs);
            for (v, &got) in wins.iter().enumerate() {
                assert_eq!(
                    got,
                    brute_vertex(&succ, v, 1 << v),
                    "start {} of {:?}",
                    v,
                    arcs
                );
            }
        }
    }

    fn check_edge(n: usize, edges: &[(usize, usize)], directed: bool) {
        let mut out = vec![Vec::new(); n];
        for (i, &(u, v)) in edges.iter().enumerate() {
            out[u].push((i, v));
            if !directed {
                out[v].push((i, u));
            }
        }
        let wins = edge_geography(n, edges, directed);
        for (v, &got) in wins.iter().enumerate() {
            assert_eq!(got, brute_edge(&out, v, 0), "start {} of {:?}", v, edges);
        }
    }

    #[test]
    fn edge_geography_on_every_small_graph_and_random_ones() {
        for n in 1..=5usize {
            for bits in 0..(1u32 << (n * (n - 1) / 2)) {
                check_edge(n, &graph_of(n, bits), false);
            }
        }
        for n in 1..=3usize {
            let pairs: Vec<(usize, usize)> = (0..n)
                .flat_map(|u| (0..n).filter(move |&v| v != u).map(move |v| (u, v)))
                .collect();
            for bits in 0..(1u32 << pairs.len()) {
                let arcs: Vec<(usize, usize)> = (0..pairs.len())
                    .filter(|&i| bits >> i & 1 == 1)
                    .map(|i| pairs[i])
                    .collect();
                check_edge(n, &arcs, true);
            }
        }
        let mut rng = StdRng::seed_from_u64(112);
        for _ in 0..60 {
            let n = rng.random_range(4..=7usize);
            let mut edges: Vec<(usize, usize)> = complete(n)
                .into_iter()
                .filter(|_| rng.random_bool(0.4))
                .collect();
            edges.truncate(12);
            check_edge(n, &edges, false);
            let arcs: Vec<(usize, usize)> = edges
                .iter()
                .map(|&(u, v)| if rng.random_bool(0.5) { (u, v) } else { (v, u) })
                .collect();
            check_edge(n, &arcs, true);
        }
    }

    #[test]
    fn the_searches_take_their_stated_limit() {
        // 20 vertices in a directed cycle: from anywhere, 19 moves are made.
        let cycle: Vec<(usize, usize)> = (0..20).map(|i| (i, (i + 1) % 20)).collect();
        assert_eq!(directed_vertex_geography(20, &cycle), vec![true; 20]);
        // 20 edges in an undirected cycle: 20 moves are made.
        assert_eq!(edge_geography(20, &cycle, false), vec![false; 20]);
    }

    #[test]
    #[should_panic(expected = "21 vertices is more than its limit of 20")]
    fn directed_vertex_geography_refuses_21_vertices() {
        directed_vertex_geography(21, &[(0, 1)]);
    }

    #[test]
    #[should_panic(expected = "21 edges is more than its limit of 20")]
    fn edge_geography_refuses_21_edges() {
        let path: Vec<(usize, usize)> = (0..21).map(|i| (i, i + 1)).collect();
        edge_geography(22, &path, true);
    }

    #[test]
    #[should_panic(expected = "start vertex 3 is out of range")]
    fn a_start_out_of_range_is_refused() {
        vertex_geography_moves(3, &[(0, 1)], 3);
    }

    #[test]
    #[should_panic(expected = "is a self-loop")]
    fn a_self_loop_is_refused_by_the_search() {
        directed_vertex_geography(3, &[(0, 1), (1, 1)]);
    }
}
