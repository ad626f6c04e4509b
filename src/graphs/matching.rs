//! Maximum matchings of undirected graphs: Edmonds' blossom algorithm for
//! any graph, Hopcroft-Karp when the graph is bipartite, and the
//! Gallai-Edmonds set of vertices some maximum matching misses.
//!
//! A *matching* is a set of edges no two of which share a vertex; a maximum
//! one has as many edges as possible. [`maximum_matching`] finds one:
//!
//! - if the graph is 2-colourable (found by a breadth-first search), by
//!   Hopcroft and Karp's algorithm (SIAM J. Comput. 2, 1973): phases of
//!   shortest augmenting paths, O(E sqrt V);
//! - otherwise by Edmonds' blossom algorithm (J. Edmonds, *Paths, trees, and
//!   flowers*, Canad. J. Math. 17, 1965), in its usual contest form: a
//!   greedy matching first, then from each vertex left unmatched a
//!   breadth-first search for an augmenting path that contracts odd cycles
//!   (blossoms) as it meets them, O(V (V^2 + E)) in the worst case.
//!
//! Neither recurses: the searches keep explicit queues and stacks.
//!
//! [`avoidable_vertices`] gives the vertices missed by *some* maximum
//! matching, the set `D(G)` of the Gallai-Edmonds structure theorem
//! (Gallai 1964, Edmonds 1965; Lovász and Plummer, *Matching Theory*,
//! ch. 3): once a matching is maximum, one more blossom search started from
//! every unmatched vertex at once labels exactly `D(G)` as its even (outer)
//! vertices. This is what decides undirected vertex geography
//! ([`geography`](crate::graphs::geography)).
//!
//! # Input
//! A graph is `n` vertices `0..n` and a list of edges `(u, v)`. Every
//! function here panics, naming the edge, on 0 vertices, a vertex id of `n`
//! or more, a self-loop `(v, v)` or the same edge twice (`(u, v)` and
//! `(v, u)` are the same edge): a matching problem that has these has been
//! read wrong, and a clear stop beats a wrong answer.
//!
//! ```
//! use grundy::matching::maximum_matching;
//! // A triangle 0-1-2 with a tail 2-3: one edge of the triangle and the tail.
//! let m = maximum_matching(4, &[(0, 1), (1, 2), (2, 0), (2, 3)]);
//! assert_eq!(m.size, 2);
//! assert_eq!(m.mate[3], Some(2));
//! assert_eq!(m.mate[0], Some(1));
//! ```

use std::collections::VecDeque;

const NONE: usize = usize::MAX;

/// A maximum matching: each vertex's partner, and the number of edges.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Matching {
    /// `mate[v]` is the vertex matched with `v`, or `None`.
    pub mate: Vec<Option<usize>>,
    /// The number of matched edges (half the number of matched vertices).
    pub size: usize,
}

/// Adjacency lists of a simple undirected graph on `0..n`, after checking
/// it: each edge `(u, v)` appears in `u`'s list and in `v`'s, in the order
/// given.
///
/// # Panics
/// On `n == 0`, a vertex of `n` or more, a self-loop or an edge given twice,
/// naming the edge's index and ends.
///
/// # Example
/// ```
/// use grundy::matching::undirected_adjacency;
/// let adj = undirected_adjacency(3, &[(0, 1), (2, 1)]);
/// assert_eq!(adj, vec![vec![1], vec![0, 2], vec![1]]);
/// ```
pub fn undirected_adjacency(n: usize, edges: &[(usize, usize)]) -> Vec<Vec<usize>> {
    let adj = checked_lists(n, edges, false);
    let mut both = vec![Vec::new(); n];
    for &(u, v) in edges {
        both[u].push(v);
        both[v].push(u);
    }
    drop(adj);
    both
}

/// Successor lists of a simple directed graph on `0..n`: arc `(u, v)` goes
/// from `u` to `v`, in the order given. `(u, v)` and `(v, u)` are two arcs.
///
/// # Panics
/// On `n == 0`, a vertex of `n` or more, a self-loop or an arc given twice,
/// naming the arc's index and ends.
///
/// # Example
/// ```
/// use grundy::matching::directed_adjacency;
/// let succ = directed_adjacency(3, &[(0, 1), (1, 0), (2, 1)]);
/// assert_eq!(succ, vec![vec![1], vec![0], vec![1]]);
/// ```
pub fn directed_adjacency(n: usize, arcs: &[(usize, usize)]) -> Vec<Vec<usize>> {
    let _ = checked_lists(n, arcs, true);
    let mut succ = vec![Vec::new(); n];
    for &(u, v) in arcs {
        succ[u].push(v);
    }
    succ
}

/// Checks a graph and returns, per vertex, its neighbours (or successors)
/// each with the index of its edge, sorted.
fn checked_lists(n: usize, edges: &[(usize, usize)], directed: bool) -> Vec<Vec<(usize, usize)>> {
    assert!(
        n > 0,
        "the graph has 0 vertices (a game on a graph needs one)"
    );
    let mut lists: Vec<Vec<(usize, usize)>> = vec![Vec::new(); n];
    for (i, &(u, v)) in edges.iter().enumerate() {
        assert!(
            u < n && v < n,
            "edge {} ({}, {}) has a vertex out of range: the graph has {} vertices 0..{}",
            i,
            u,
            v,
            n,
            n
        );
        assert!(u != v, "edge {} ({}, {}) is a self-loop", i, u, v);
        let (a, b) = if directed || u < v { (u, v) } else { (v, u) };
        lists[a].push((b, i));
    }
    for list in &mut lists {
        list.sort_unstable();
    }
    for (a, list) in lists.iter().enumerate() {
        for w in list.windows(2) {
            if w[0].0 == w[1].0 {
                let (e1, e2) = (w[0].1, w[1].1);
                panic!(
                    "edges {} and {} are the same {} {} {}: a multi-edge",
                    e1,
                    e2,
                    if directed { "arc" } else { "edge" },
                    a,
                    w[0].0
                );
            }
        }
    }
    lists
}

/// A maximum matching of the simple undirected graph on `0..n` with these
/// edges: Hopcroft-Karp if it is bipartite, Edmonds' blossom algorithm
/// otherwise (module docs).
///
/// # Panics
/// On a bad graph (module docs: 0 vertices, out of range, self-loop,
/// multi-edge).
///
/// # Complexity
/// Bipartite: O(E sqrt V). Otherwise O(V (V^2 + E)) in the worst case;
/// 500 vertices with every pair an edge take under 10 ms, a random graph of
/// 10^5 vertices and 10^5 edges 0.1 s, but one of 2*10^5 edges 18 s
/// (`docs/benchmarks.md`). O(V + E) memory.
///
/// # Example
/// ```
/// use grundy::matching::maximum_matching;
/// // A 5-cycle (odd: Edmonds) has 2 edges in a maximum matching; a path
/// // of 4 vertices (bipartite: Hopcroft-Karp) has 2 as well.
/// assert_eq!(maximum_matching(5, &[(0, 1), (1, 2), (2, 3), (3, 4), (4, 0)]).size, 2);
/// let path = maximum_matching(4, &[(0, 1), (1, 2), (2, 3)]);
/// assert_eq!(path.mate, vec![Some(1), Some(0), Some(3), Some(2)]);
/// ```
pub fn maximum_matching(n: usize, edges: &[(usize, usize)]) -> Matching {
    let adj = undirected_adjacency(n, edges);
    let mate = match two_colouring(&adj) {
        Some(side) => hopcroft_karp(&adj, &side),
        None => edmonds(&adj),
    };
    to_matching(&mate)
}

fn to_matching(mate: &[usize]) -> Matching {
    let mate: Vec<Option<usize>> = mate
        .iter()
        .map(|&m| if m == NONE { None } else { Some(m) })
        .collect();
    let size = mate.iter().filter(|m| m.is_some()).count() / 2;
    Matching { mate, size }
}

/// The vertices that some maximum matching leaves unmatched (the
/// Gallai-Edmonds set `D(G)`), as `missed[v]`; the others are matched by
/// every maximum matching.
///
/// # Panics
/// On a bad graph (module docs).
///
/// # Complexity
/// One maximum matching and one more blossom search: O(V (V^2 + E)) in the
/// worst case, O(E sqrt V + V + E) on a bipartite graph.
///
/// # Example
/// ```
/// use grundy::matching::avoidable_vertices;
/// // Path 0-1-2: {0,1} or {1,2}; vertex 1 is always matched.
/// assert_eq!(avoidable_vertices(3, &[(0, 1), (1, 2)]), vec![true, false, true]);
/// ```
pub fn avoidable_vertices(n: usize, edges: &[(usize, usize)]) -> Vec<bool> {
    let adj = undirected_adjacency(n, edges);
    let mate = match two_colouring(&adj) {
        Some(side) => hopcroft_karp(&adj, &side),
        None => edmonds(&adj),
    };
    even_vertices(&adj, &mate)
}

/// Side 0 or 1 of each vertex if the graph is bipartite.
fn two_colouring(adj: &[Vec<usize>]) -> Option<Vec<u8>> {
    let n = adj.len();
    let mut side = vec![2u8; n];
    let mut queue = VecDeque::new();
    for s in 0..n {
        if side[s] != 2 {
            continue;
        }
        side[s] = 0;
        queue.push_back(s);
        while let Some(v) = queue.pop_front() {
            for &w in &adj[v] {
                if side[w] == 2 {
                    side[w] = 1 - side[v];
                    queue.push_back(w);
                } else if side[w] == side[v] {
                    return None;
                }
            }
        }
    }
    Some(side)
}

/// Hopcroft-Karp on a bipartite graph (`side[v]` is 0 or 1, every edge
/// joins the two sides). Returns the mate array (`NONE` when unmatched).
fn hopcroft_karp(adj: &[Vec<usize>], side: &[u8]) -> Vec<usize> {
    let n = adj.len();
    let mut mate = vec![NONE; n];
    // A greedy start: most of the matching in one pass.
    for v in 0..n {
        if side[v] == 0 && mate[v] == NONE {
            if let Some(&w) = adj[v].iter().find(|&&w| mate[w] == NONE) {
                mate[v] = w;
                mate[w] = v;
            }
        }
    }
    let left: Vec<usize> = (0..n).filter(|&v| side[v] == 0).collect();
    let mut dist = vec![u32::MAX; n];
    let mut it = vec![0usize; n];
    let mut queue = VecDeque::new();
    let mut stack: Vec<usize> = Vec::new();
    loop {
        // Layers from the free left vertices; `limit` is the layer of the
        // left vertices next to a free right vertex (shortest paths only).
        queue.clear();
        for &v in &left {
            if mate[v] == NONE {
                dist[v] = 0;
                queue.push_back(v);
            } else {
                dist[v] = u32::MAX;
            }
        }
        let mut limit = u32::MAX;
        while let Some(v) = queue.pop_front() {
            if dist[v] >= limit {
                continue;
            }
            for &w in &adj[v] {
                let x = mate[w];
                if x == NONE {
                    limit = limit.min(dist[v]);
                } else if dist[x] == u32::MAX {
                    dist[x] = dist[v] + 1;
                    queue.push_back(x);
                }
            }
        }
        if limit == u32::MAX {
            break;
        }
        for &v in &left {
            it[v] = 0;
        }
        for &root in &left {
            if mate[root] != NONE {
                continue;
            }
            stack.clear();
            stack.push(root);
            while let Some(&v) = stack.last() {
                if it[v] < adj[v].len() {
                    let w = adj[v][it[v]];
                    it[v] += 1;
                    let x = mate[w];
                    if x == NONE {
                        if dist[v] == limit {
                            // Augment along the stack: each left vertex takes
                            // the right vertex it went through.
                            for &u in stack.iter() {
                                let y = adj[u][it[u] - 1];
                                mate[u] = y;
                                mate[y] = u;
                            }
                            break;
                        }
                    } else if dist[x] != u32::MAX && dist[x] == dist[v] + 1 {
                        stack.push(x);
                    }
                } else {
                    dist[v] = u32::MAX;
                    stack.pop();
                }
            }
        }
    }
    mate
}

/// The state of one blossom search (e-maxx's formulation of Edmonds'
/// algorithm): `base` of each vertex's blossom, `parent` (the tree edge into
/// an odd vertex, or along a blossom), `outer` (even, in the queue).
///
/// Only the vertices a search reaches are changed, and they are listed in
/// `touched`, so a search and its reset cost what it reaches, not `V`: on a
/// sparse graph most searches from the vertices the greedy start left free
/// stay small.
struct Search {
    base: Vec<usize>,
    parent: Vec<usize>,
    outer: Vec<bool>,
    seen: Vec<bool>,
    in_blossom: Vec<bool>,
    queue: VecDeque<usize>,
    /// The vertices whose `base`, `parent` or `outer` may have changed.
    touched: Vec<usize>,
    is_touched: Vec<bool>,
    /// The bases marked in `seen` and `in_blossom`, to clear them.
    marked: Vec<usize>,
}

impl Search {
    fn new(n: usize) -> Search {
        Search {
            base: (0..n).collect(),
            parent: vec![NONE; n],
            outer: vec![false; n],
            seen: vec![false; n],
            in_blossom: vec![false; n],
            queue: VecDeque::new(),
            touched: Vec::new(),
            is_touched: vec![false; n],
            marked: Vec::new(),
        }
    }

    fn touch(&mut self, v: usize) {
        if !self.is_touched[v] {
            self.is_touched[v] = true;
            self.touched.push(v);
        }
    }

    fn reset(&mut self) {
        for &v in &self.touched {
            self.base[v] = v;
            self.parent[v] = NONE;
            self.outer[v] = false;
            self.is_touched[v] = false;
        }
        self.touched.clear();
        self.queue.clear();
    }

    /// Starts the search from a free vertex.
    fn root(&mut self, v: usize) {
        self.touch(v);
        self.outer[v] = true;
        self.queue.push_back(v);
    }

    /// The base of the blossom where the tree paths from `a` and `b` to
    /// their root meet.
    fn lca(&mut self, mate: &[usize], mut a: usize, mut b: usize) -> usize {
        for &x in &self.marked {
            self.seen[x] = false;
        }
        self.marked.clear();
        loop {
            a = self.base[a];
            self.seen[a] = true;
            self.marked.push(a);
            if mate[a] == NONE {
                break;
            }
            a = self.parent[mate[a]];
        }
        loop {
            b = self.base[b];
            if self.seen[b] {
                return b;
            }
            assert!(
                mate[b] != NONE,
                "blossom search: two trees met (the matching was not maximum)"
            );
            b = self.parent[mate[b]];
        }
    }

    fn mark_path(&mut self, mate: &[usize], mut v: usize, b: usize, mut child: usize) {
        while self.base[v] != b {
            let (x, y) = (self.base[v], self.base[mate[v]]);
            self.in_blossom[x] = true;
            self.in_blossom[y] = true;
            self.marked.push(x);
            self.marked.push(y);
            self.touch(v);
            self.parent[v] = child;
            child = mate[v];
            v = self.parent[mate[v]];
        }
    }

    /// Breadth-first search from the vertices already queued (outer, free):
    /// returns the free vertex an augmenting path reaches, or `NONE` when
    /// the search is exhausted (then `outer` marks the even vertices).
    fn grow(&mut self, adj: &[Vec<usize>], mate: &[usize]) -> usize {
        while let Some(v) = self.queue.pop_front() {
            for &to in &adj[v] {
                if self.base[v] == self.base[to] || mate[v] == to {
                    continue;
                }
                let to_is_outer = mate[to] == NONE && self.outer[to]
                    || mate[to] != NONE && self.parent[mate[to]] != NONE;
                if to_is_outer {
                    let cur = self.lca(mate, v, to);
                    // `seen` is done with: clear it, so `marked` holds only
                    // the blossom's bases.
                    for &x in &self.marked {
                        self.seen[x] = false;
                    }
                    self.marked.clear();
                    self.mark_path(mate, v, cur, to);
                    self.mark_path(mate, to, cur, v);
                    // Every vertex of the blossom is in the tree, so among
                    // the touched ones.
                    for k in 0..self.touched.len() {
                        let i = self.touched[k];
                        if self.in_blossom[self.base[i]] {
                            self.base[i] = cur;
                            if !self.outer[i] {
                                self.outer[i] = true;
                                self.queue.push_back(i);
                            }
                        }
                    }
                    for &x in &self.marked {
                        self.in_blossom[x] = false;
                    }
                    self.marked.clear();
                } else if self.parent[to] == NONE {
                    self.touch(to);
                    self.parent[to] = v;
                    if mate[to] == NONE {
                        return to;
                    }
                    let next = mate[to];
                    self.touch(next);
                    self.outer[next] = true;
                    self.queue.push_back(next);
                }
            }
        }
        NONE
    }
}

/// Edmonds' blossom algorithm: a greedy matching, then one augmenting-path
/// search from each vertex still free.
fn edmonds(adj: &[Vec<usize>]) -> Vec<usize> {
    let n = adj.len();
    let mut mate = vec![NONE; n];
    for v in 0..n {
        if mate[v] == NONE {
            if let Some(&w) = adj[v].iter().find(|&&w| mate[w] == NONE) {
                mate[v] = w;
                mate[w] = v;
            }
        }
    }
    let mut search = Search::new(n);
    for root in 0..n {
        if mate[root] != NONE {
            continue;
        }
        search.reset();
        search.root(root);
        let mut v = search.grow(adj, &mate);
        // Flip the path: v's tree parent, its mate, and so on to the root.
        while v != NONE {
            let pv = search.parent[v];
            let ppv = mate[pv];
            mate[v] = pv;
            mate[pv] = v;
            v = ppv;
        }
    }
    mate
}

/// With `mate` maximum, the even vertices of one blossom search from every
/// free vertex: the Gallai-Edmonds set D(G).
fn even_vertices(adj: &[Vec<usize>], mate: &[usize]) -> Vec<bool> {
    let n = adj.len();
    let mut search = Search::new(n);
    for (v, &m) in mate.iter().enumerate() {
        if m == NONE {
            search.root(v);
        }
    }
    let found = search.grow(adj, mate);
    assert!(found == NONE, "an augmenting path after a maximum matching");
    search.outer
}

/// Whether `mate` (maximum for the graph) can lose the edge at `v` and the
/// one at `u` and still have `size - 1` edges on the graph without `v` and
/// `u`: one augmenting-path search from each vertex the removal frees.
/// Used by [`geography`](crate::graphs::geography) for winning moves.
pub(crate) fn edge_in_some_maximum(adj: &[Vec<usize>], mate: &[usize], v: usize, u: usize) -> bool {
    if mate[v] == u {
        return true;
    }
    // The graph without v and u, the matching without their edges.
    let n = adj.len();
    let mut m = mate.to_vec();
    let mut freed = Vec::new();
    for x in [v, u] {
        if m[x] != NONE {
            let y = m[x];
            m[y] = NONE;
            m[x] = NONE;
            freed.push(y);
        }
    }
    if freed.len() < 2 {
        // `u` was free: `mate` without v's edge is a matching of size - 1.
        return true;
    }
    let sub: Vec<Vec<usize>> = (0..n)
        .map(|x| {
            if x == v || x == u {
                Vec::new()
            } else {
                adj[x]
                    .iter()
                    .copied()
                    .filter(|&y| y != v && y != u)
                    .collect()
            }
        })
        .collect();
    let mut search = Search::new(n);
    // An augmenting path of `m` in the smaller graph has an end among the
    // freed vertices: one between two vertices free in `mate` would augment
    // `mate` itself.
    for &root in &freed {
        search.reset();
        search.root(root);
        if search.grow(&sub, &m) != NONE {
            return true;
        }
    }
    false
}

/// The mate array of a maximum matching, for the sibling modules: the
/// adjacency lists are already checked.
pub(crate) fn mate_of(adj: &[Vec<usize>]) -> Vec<usize> {
    match two_colouring(adj) {
        Some(side) => hopcroft_karp(adj, &side),
        None => edmonds(adj),
    }
}

/// The even vertices for a maximum `mate`, for the sibling modules.
pub(crate) fn avoidable_of(adj: &[Vec<usize>], mate: &[usize]) -> Vec<bool> {
    even_vertices(adj, mate)
}

/// `NONE` for the sibling modules' mate arrays.
pub(crate) const UNMATCHED: usize = NONE;

#[cfg(test)]
mod tests {
    use super::*;
    use rand::rngs::StdRng;
    use rand::{Rng, SeedableRng};

    /// The size of a maximum matching by the definition: the lowest vertex
    /// of `rest` is left out or matched to a neighbour in `rest`.
    fn brute_size(n: usize, nbr: &[u32], rest: u32) -> usize {
        let mut best = vec![0usize; 1 << n];
        for mask in 1..(1usize << n) {
            let v = mask.trailing_zeros() as usize;
            let without = mask & !(1 << v);
            let mut b = best[without];
            let mut ws = nbr[v] & without as u32;
            while ws != 0 {
                let w = ws.trailing_zeros() as usize;
                ws &= ws - 1;
                b = b.max(1 + best[without & !(1 << w)]);
            }
            best[mask] = b;
        }
        best[rest as usize]
    }

    fn neighbours(n: usize, edges: &[(usize, usize)]) -> Vec<u32> {
        let mut nbr = vec![0u32; n];
        for &(u, v) in edges {
            nbr[u] |= 1 << v;
            nbr[v] |= 1 << u;
        }
        nbr
    }

    /// A matching: symmetric, along edges.
    fn check_valid(n: usize, edges: &[(usize, usize)], mate: &[usize]) -> usize {
        let set: std::collections::HashSet<(usize, usize)> =
            edges.iter().flat_map(|&(u, v)| [(u, v), (v, u)]).collect();
        let mut matched = 0;
        for v in 0..n {
            if mate[v] != NONE {
                let w = mate[v];
                assert_eq!(mate[w], v, "not symmetric: {:?} on {:?}", mate, edges);
                assert!(
                    set.contains(&(v, w)),
                    "not an edge: {:?} on {:?}",
                    mate,
                    edges
                );
                matched += 1;
            }
        }
        matched / 2
    }

    fn check_graph(n: usize, edges: &[(usize, usize)]) {
        let nbr = neighbours(n, edges);
        let all = (1u32 << n) - 1;
        let size = brute_size(n, &nbr, all);
        let adj = undirected_adjacency(n, edges);
        let m = maximum_matching(n, edges);
        let mate: Vec<usize> = m.mate.iter().map(|x| x.unwrap_or(NONE)).collect();
        assert_eq!(check_valid(n, edges, &mate), size, "{:?}", edges);
        assert_eq!(m.size, size, "{:?}", edges);
        // Edmonds on every graph, bipartite or not; Hopcroft-Karp on the
        // bipartite ones.
        let e = edmonds(&adj);
        assert_eq!(check_valid(n, edges, &e), size, "edmonds on {:?}", edges);
        if let Some(side) = two_colouring(&adj) {
            let h = hopcroft_karp(&adj, &side);
            assert_eq!(
                check_valid(n, edges, &h),
                size,
                "hopcroft-karp on {:?}",
                edges
            );
        }
        // D(G): v is missed by some maximum matching iff nu(G - v) = nu(G).
        let missed = avoidable_vertices(n, edges);
        for (v, &got) in missed.iter().enumerate() {
            let without = brute_size(n, &nbr, all & !(1 << v));
            assert_eq!(got, without == size, "vertex {} of {:?}", v, edges);
        }
    }

    fn graph_of(n: usize, bits: u32) -> Vec<(usize, usize)> {
        let mut pairs = Vec::new();
        for u in 0..n {
            for v in u + 1..n {
                pairs.push((u, v));
            }
        }
        pairs
            .into_iter()
            .enumerate()
            .filter(|&(i, _)| bits >> i & 1 == 1)
            .map(|(_, e)| e)
            .collect()
    }

    #[test]
    fn every_graph_of_up_to_six_vertices_against_the_definition() {
        for n in 1..=6usize {
            let pairs = n * (n - 1) / 2;
            for bits in 0..(1u32 << pairs) {
                check_graph(n, &graph_of(n, bits));
            }
        }
    }

    #[test]
    fn random_graphs_of_up_to_sixteen_vertices_against_the_definition() {
        let mut rng = StdRng::seed_from_u64(39);
        for round in 0..300 {
            let n = rng.random_range(7..=16usize);
            let p = [0.1, 0.2, 0.3, 0.5][round % 4];
            let mut edges = Vec::new();
            for u in 0..n {
                for v in u + 1..n {
                    if rng.random_bool(p) {
                        edges.push(if rng.random_bool(0.5) { (u, v) } else { (v, u) });
                    }
                }
            }
            check_graph(n, &edges);
        }
    }

    #[test]
    fn edmonds_and_hopcroft_karp_agree_on_large_bipartite_graphs() {
        let mut rng = StdRng::seed_from_u64(7);
        for _ in 0..20 {
            let (l, r) = (
                rng.random_range(50..200usize),
                rng.random_range(50..200usize),
            );
            let n = l + r;
            let mut edges = Vec::new();
            for u in 0..l {
                for v in 0..r {
                    if rng.random_bool(0.02) {
                        edges.push((u, l + v));
                    }
                }
            }
            let adj = undirected_adjacency(n, &edges);
            let side = two_colouring(&adj).unwrap();
            let h = check_valid(n, &edges, &hopcroft_karp(&adj, &side));
            let e = check_valid(n, &edges, &edmonds(&adj));
            assert_eq!(h, e);
        }
    }

    #[test]
    fn a_long_path_and_a_long_odd_cycle_need_no_recursion() {
        let n = 200_001;
        let path: Vec<(usize, usize)> = (1..n).map(|i| (i - 1, i)).collect();
        assert_eq!(maximum_matching(n, &path).size, n / 2);
        let mut cycle = path.clone();
        cycle.push((n - 1, 0));
        let m = maximum_matching(n, &cycle);
        assert_eq!(m.size, n / 2);
        assert_eq!(avoidable_vertices(n, &cycle), vec![true; n]);
    }

    #[test]
    #[should_panic(expected = "0 vertices")]
    fn no_vertices_is_refused() {
        maximum_matching(0, &[]);
    }

    #[test]
    #[should_panic(expected = "edge 1 (1, 3) has a vertex out of range")]
    fn a_vertex_out_of_range_is_refused() {
        maximum_matching(3, &[(0, 1), (1, 3)]);
    }

    #[test]
    #[should_panic(expected = "edge 0 (2, 2) is a self-loop")]
    fn a_self_loop_is_refused() {
        maximum_matching(3, &[(2, 2)]);
    }

    #[test]
    #[should_panic(expected = "edges 0 and 2 are the same edge 0 1")]
    fn an_edge_twice_is_refused() {
        maximum_matching(3, &[(0, 1), (1, 2), (1, 0)]);
    }

    #[test]
    #[should_panic(expected = "edges 0 and 1 are the same arc 1 2")]
    fn an_arc_twice_is_refused() {
        directed_adjacency(3, &[(1, 2), (1, 2), (2, 1)]);
    }
}
