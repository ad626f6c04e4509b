//! Green Hackenbush: a graph with one vertex on the *ground*; a move cuts
//! (deletes) one edge, and every edge no longer connected to the ground falls
//! (is deleted too); whoever cannot move (no edge left) loses. Every edge may
//! be cut by either player, so the game is impartial, and a position's
//! Grundy value is what [`green`] computes. Edges, loops and parallel edges
//! are allowed; edges in a piece not connected to the ground fall at once and
//! count for nothing.
//!
//! # Theory (Winning Ways, ch. 7)
//!
//! - **Colon principle**: a stalk of `k` edges is Nim's heap `k`; more
//!   generally, at a vertex the branches growing from it may be replaced by
//!   one stalk of the nim-sum of their values. So a rooted tree is worth
//!   `g(v) = ⊕ over children c of (g(c) + 1)`, the `+ 1` being the edge to
//!   `c` under `c`'s subtree ([`tree_values`]).
//! - **Fusion principle**: the vertices of a cycle may be fused into one
//!   vertex without changing the value; an edge joining two fused vertices
//!   becomes a loop, and a loop is worth 1 (it is a stalk of one edge whose
//!   top vertex is the bottom one). Fusing every cycle fuses each
//!   *2-edge-connected part* (the pieces left when the bridges are removed)
//!   into one vertex carrying its non-bridge edges as loops: the graph
//!   becomes a tree of parts joined by the bridges, with loops, which the
//!   colon principle values: a part is worth the parity of its loops XOR
//!   `g(child part) + 1` over the bridges below it.
//!
//! The bridges are found by one depth-first search from the ground with
//! Tarjan's low links, kept on an explicit stack (no recursion: a path of
//! 10^6 vertices is fine), where a parallel edge is told from the edge to
//! the parent by its index. Removing the bridges from the search tree leaves
//! subtrees that are exactly the 2-edge-connected parts, so one pass over the
//! preorder names the parts and one pass back up adds the values.
//!
//! # Misère play on rooted forests: the components are the branches
//!
//! Under misère play (whoever cuts the last edge *loses*) a rooted forest
//! is decided by [`misere_first_player_wins`], and the components it reads
//! are **the branches at the ground** ([`ground_branches`]): each edge at a
//! root with everything above it, worth `value(child) + 1`, never the
//! trees. The per-tree route (value each tree, then the anti-SG formula of
//! [`first_player_wins_anti_sg`]) is wrong: a root with two stalks of 2
//! edges is one tree of value `2 ⊕ 2 = 0`, and the formula says "win" for
//! one component of value 0, yet the player to move loses (it is misère
//! Nim on heaps 2 and 2).
//!
//! *Why the branches are right.* A cut in a branch leaves that branch
//! smaller or removes it (never two components), and a branch that stands
//! is worth at least 1, so the only sums whose components are all worth 0
//! are empty, a misère win for the player to move. That is the hypothesis
//! of the SJ theorem ([`anti_sg`](crate::impartial::anti_sg): every value-0
//! position is terminal), under which the first player wins iff (some
//! branch is worth more than 1 and the XOR is nonzero) or (every branch is
//! worth 1 and their number is even). The proof is Conway's for misère Nim
//! (ONAG ch. 12; Winning Ways ch. 13; Siegel, *Combinatorial Game Theory*,
//! ch. V): from a sum with a component above 1 and XOR nonzero, move as in
//! Nim unless exactly one component is above 1, then move it to 0 or 1 so
//! that an odd number of 1s is left; from every component 1 and an even
//! number of them, take one away; from the losing sums every move leaves a
//! winning one, because a component's options have every smaller value
//! and never its own, and a component of value 0 has no move. A tree is
//! not such a component: its value can be 0 while it still has moves,
//! which is where the per-tree route breaks. The tests compare the rule
//! with a misère search of the positions themselves on every rooted forest
//! of up to 8 edges.
//!
//! A worked contest problem: a forest is given by parent links (`p[v] ==
//! v` for a root, every root on the ground); players alternately cut an
//! edge, what is cut off falls, and whoever cuts the last edge loses.
//! Print `First` or `Second`.
//!
//! ```
//! use grundy::hackenbush::{ground_branches, misere_first_player_wins, tree_values};
//! // Root 0: stalks 0-1-2 and 0-3-4. Root 5: an edge 5-6 with two leaves 7, 8.
//! let parent = [0, 0, 1, 0, 3, 5, 5, 6, 6];
//! // Branches: 2, 2 and 1 + (1 ⊕ 1) = 1. Some branch above 1, XOR 1: First.
//! assert_eq!(ground_branches(&parent), vec![2, 2, 1]);
//! let answer = if misere_first_player_wins(&parent) { "First" } else { "Second" };
//! assert_eq!(answer, "First");
//! // Root 0's tree alone: worth 2 ⊕ 2 = 0 as one tree, where the formula
//! // says "win"; its branches 2 and 2 are misère Nim's lost position.
//! let alone = [0, 0, 1, 0, 3];
//! assert_eq!(tree_values(&alone)[0], 0);
//! assert!(!misere_first_player_wins(&alone));
//! ```
//!
//! # Example
//! ```
//! use grundy::hackenbush::green;
//! // A square 0-1-2-3 on the ground 0 with a stalk 2-4: fusing the square
//! // leaves the ground with 4 loops (worth 1 ⊕ 1 ⊕ 1 ⊕ 1 = 0) and the edge
//! // 2-4 (worth 1).
//! assert_eq!(green(5, &[(0, 1), (1, 2), (2, 3), (3, 0), (2, 4)], 0), 1);
//! // A triangle instead: 3 loops, 1, and the stalk: 1 ⊕ 1 = 0.
//! assert_eq!(green(4, &[(0, 1), (1, 2), (2, 0), (2, 3)], 0), 0);
//! ```

use crate::impartial::anti_sg::first_player_wins_anti_sg;

/// "No edge": the ground's edge to its parent, or no edge skipped.
const NONE: usize = usize::MAX;

/// The Grundy value of the Green Hackenbush position on vertices
/// `0..vertices` with the undirected `edges` (loops and parallel edges
/// allowed) and the ground `ground`. Edges not connected to the ground are
/// ignored (they fall at once).
///
/// See the [module documentation](self) for the fusion and colon principles
/// behind it.
///
/// # Panics
/// If `ground` or an endpoint of an edge is not below `vertices`; with
/// `"at most 2^32 - 2 vertices and 2^31 - 1 edges"` beyond those sizes
/// (vertices and edges are numbered in `u32`).
///
/// # Complexity
/// O(vertices + edges) time and memory, no recursion.
///
/// # Example
/// ```
/// use grundy::hackenbush::green;
/// // A stalk of 3 edges is Nim's heap 3; a loop on the ground is worth 1.
/// assert_eq!(green(4, &[(0, 1), (1, 2), (2, 3)], 0), 3);
/// assert_eq!(green(1, &[(0, 0)], 0), 1);
/// // Two parallel edges 0-1 are a cycle: fused, two loops, 1 ⊕ 1 = 0.
/// assert_eq!(green(2, &[(0, 1), (0, 1)], 0), 0);
/// // Edges away from the ground count for nothing.
/// assert_eq!(green(4, &[(0, 1), (2, 3)], 0), 1);
/// ```
pub fn green(vertices: usize, edges: &[(usize, usize)], ground: usize) -> u64 {
    Fused::new(vertices, edges, ground, NONE, None).ground_value()
}

/// The value of every subtree of a rooted forest given by parent links:
/// `parent[v]` is `v`'s parent, and `parent[v] == v` marks a root. `values[v]`
/// is the Green Hackenbush value of `v`'s subtree standing on the ground at
/// `v`: `⊕ over children c of (values[c] + 1)` (the colon principle), so a
/// tree on the ground at its root `r` is worth `values[r]`, and a forest
/// whose roots all stand on the ground is worth the XOR over the roots.
///
/// # Panics
/// If a parent is not below `parent.len()`, or the links have a cycle (not a
/// forest).
///
/// # Complexity
/// O(n) time and memory, no recursion.
///
/// # Example
/// ```
/// use grundy::hackenbush::tree_values;
/// // Root 0 with children 1 and 2; 3 hangs from 1.
/// // values: 3 -> 0, 2 -> 0, 1 -> 0 + 1 = 1, 0 -> (1 + 1) ⊕ (0 + 1) = 3.
/// assert_eq!(tree_values(&[0, 0, 0, 1]), vec![3, 1, 0, 0]);
/// ```
pub fn tree_values(parent: &[usize]) -> Vec<u64> {
    let n = parent.len();
    // Children in one array (counting sort by parent), roots first in the order.
    let mut start = vec![0usize; n + 1];
    for (v, &p) in parent.iter().enumerate() {
        assert!(p < n, "vertex {} has parent {}, not below {}", v, p, n);
        if p != v {
            start[p + 1] += 1;
        }
    }
    for v in 0..n {
        start[v + 1] += start[v];
    }
    let mut children = vec![0usize; start[n]];
    let mut fill = start.clone();
    for (v, &p) in parent.iter().enumerate() {
        if p != v {
            children[fill[p]] = v;
            fill[p] += 1;
        }
    }
    let mut order: Vec<usize> = (0..n).filter(|&v| parent[v] == v).collect();
    let mut i = 0;
    while i < order.len() {
        let v = order[i];
        order.extend_from_slice(&children[start[v]..start[v + 1]]);
        i += 1;
    }
    assert!(
        order.len() == n,
        "the parent links have a cycle: {} of {} vertices reach no root",
        n - order.len(),
        n
    );
    let mut values = vec![0u64; n];
    for &v in order.iter().rev() {
        if parent[v] != v {
            values[parent[v]] ^= values[v] + 1;
        }
    }
    values
}

/// The values of the branches at the ground of a rooted forest given by
/// parent links ([`tree_values`]'s input: `parent[v] == v` marks a root,
/// each root standing on the ground): one value for each edge from a root
/// to a child `c`, the branch being that edge with `c`'s subtree, worth
/// `tree_values[c] + 1`, in increasing order of `c`. These, not the trees,
/// are the components of a misère sum ([module docs](self)).
///
/// # Panics
/// As [`tree_values`].
///
/// # Complexity
/// O(n) time and memory, no recursion.
///
/// # Example
/// ```
/// use grundy::hackenbush::ground_branches;
/// // Root 0 with a stalk 0-1-2 and an edge 0-3; root 4 with an edge 4-5.
/// assert_eq!(ground_branches(&[0, 0, 1, 0, 4, 4]), vec![2, 1, 1]);
/// ```
pub fn ground_branches(parent: &[usize]) -> Vec<u64> {
    let values = tree_values(parent);
    (0..parent.len())
        .filter(|&v| parent[v] != v && parent[parent[v]] == parent[v])
        .map(|v| values[v] + 1)
        .collect()
}

/// Whether the player to move wins misère Green Hackenbush (whoever cuts
/// the last edge loses; whoever cannot move wins) on the rooted forest
/// given by parent links ([`tree_values`]'s input, every root on the
/// ground): the anti-SG formula over the branches at the ground
/// ([`ground_branches`]), which is correct by the rules (module docs:
/// every branch is worth at least 1, so the SJ theorem applies), where the
/// same formula over the trees' values is not.
///
/// # Panics
/// As [`tree_values`].
///
/// # Complexity
/// O(n) time and memory, no recursion.
///
/// # Example
/// ```
/// use grundy::hackenbush::misere_first_player_wins;
/// assert!(misere_first_player_wins(&[0])); // no edge: the opponent moved last
/// assert!(!misere_first_player_wins(&[0, 0])); // one edge: cut it and lose
/// assert!(misere_first_player_wins(&[0, 0, 1])); // a stalk of 2: cut the top
/// assert!(!misere_first_player_wins(&[0, 0, 1, 0, 3])); // stalks 2 and 2
/// ```
pub fn misere_first_player_wins(parent: &[usize]) -> bool {
    first_player_wins_anti_sg(&ground_branches(parent))
}

/// The winning cuts of a Green Hackenbush position ([`green`]'s arguments):
/// the indices into `edges`, ascending, of the edges whose cut leaves a
/// position of value 0, as the crate's other `winning_*` helpers list the
/// moves to a value-0 position. Empty iff the position is lost (value 0).
/// Edges not connected to the ground are not in the position and are never
/// listed.
///
/// A bridge or a loop is settled by one pass down the tree of fused parts
/// (which value each part must take for the whole to be worth 0). Any other
/// edge lies on a cycle of its part: the part alone, less that edge, is
/// valued again, with what hangs below each of its vertices as weights.
///
/// # Panics
/// As [`green`].
///
/// # Complexity
/// O(vertices + edges), plus O(n_c + m_c) for each edge of a part `c` of
/// `n_c` vertices and `m_c` edges that is not a loop or bridge: linear on
/// trees, quadratic in the size of the largest cycle part.
///
/// # Example
/// ```
/// use grundy::hackenbush::winning_cuts;
/// // Stalks of 2 and 3 on the ground 0 (value 2 ⊕ 3 = 1): cut the 3-stalk's
/// // top edge (index 4), leaving 2 ⊕ 2 = 0.
/// let edges = [(0, 1), (1, 2), (0, 3), (3, 4), (4, 5)];
/// assert_eq!(winning_cuts(6, &edges, 0), vec![4]);
/// // A triangle on the ground is worth 1 (three loops); cutting any edge
/// // leaves a stalk of 2 (value 2) or two stalks of 1: only the latter win.
/// assert_eq!(winning_cuts(3, &[(0, 1), (1, 2), (2, 0)], 0), vec![1]);
/// ```
pub fn winning_cuts(vertices: usize, edges: &[(usize, usize)], ground: usize) -> Vec<usize> {
    let f = Fused::new(vertices, edges, ground, NONE, None);
    // need[c]: the value part c must take for the whole to be worth 0, or
    // None if no value of c would do (only cutting its bridge could).
    let mut need: Vec<Option<u64>> = vec![None; f.value.len()];
    need[0] = Some(0); // the ground's part
    let mut wins = Vec::new();
    // What hangs below each vertex through bridges (not its own part's loops).
    let mut hang = vec![0u64; vertices];
    for &v in &f.order {
        let v = v as usize;
        if !f.bridge_above[v] {
            continue;
        }
        let (c, pc) = (f.part[v] as usize, f.part[f.parent[v] as usize] as usize);
        let rest = f.value[pc] ^ (f.value[c] + 1);
        if need[pc] == Some(rest) {
            wins.push(f.up_edge[v] as usize);
        }
        need[c] = need[pc].and_then(|w| (w ^ rest).checked_sub(1));
        hang[f.parent[v] as usize] ^= f.value[c] + 1;
    }
    // Edges inside parts (loops included), grouped by part; `cycles[c]`:
    // whether part c has an edge that is not a loop.
    let mut inside: Vec<Vec<usize>> = vec![Vec::new(); f.value.len()];
    let mut cycles = vec![false; f.value.len()];
    for (e, &(u, w)) in edges.iter().enumerate() {
        if let (Some(c), false) = (f.part_of(u), f.is_bridge[e]) {
            inside[c].push(e);
            cycles[c] |= u != w;
            // A loop: cutting it changes the part's parity only.
            if u == w && need[c] == Some(f.value[c] ^ 1) {
                wins.push(e);
            }
        }
    }
    let mut local = vec![NONE; vertices];
    for (c, es) in inside.iter().enumerate() {
        let want = match need[c] {
            Some(w) if cycles[c] => w,
            _ => continue,
        };
        // The part with local names 0.. (its root first), its edges, loops
        // included, and the weights hanging below its vertices.
        let root = f.root[c] as usize;
        let mut names = vec![root];
        local[root] = 0;
        let mut part_edges: Vec<(usize, usize)> = Vec::new();
        for &e in es {
            let (u, w) = edges[e];
            for x in [u, w] {
                if local[x] == NONE {
                    local[x] = names.len();
                    names.push(x);
                }
            }
            part_edges.push((local[u], local[w]));
        }
        let weights: Vec<u64> = names.iter().map(|&x| hang[x]).collect();
        for (i, &e) in es.iter().enumerate() {
            if edges[e].0 != edges[e].1
                && Fused::new(names.len(), &part_edges, 0, i, Some(&weights)).ground_value() == want
            {
                wins.push(e);
            }
        }
        for &x in &names {
            local[x] = NONE;
        }
    }
    wins.sort_unstable();
    wins
}

/// The tree of 2-edge-connected parts of the graph reached from the ground,
/// with each part's value. Vertices, edges and parts are `u32` inside (half
/// the memory, and the cache misses, of `usize` on a large random graph).
struct Fused {
    /// The vertices reached from the ground, in depth-first preorder.
    order: Vec<u32>,
    /// Each reached vertex's parent in the search (`NIL` for the ground and
    /// for vertices not reached).
    parent: Vec<u32>,
    /// The edge to that parent.
    up_edge: Vec<u32>,
    /// Whether that edge is a bridge.
    bridge_above: Vec<bool>,
    /// Whether each edge is a bridge.
    is_bridge: Vec<bool>,
    /// Each vertex's part (`NIL` if not reached).
    part: Vec<u32>,
    /// Each part's highest vertex (the ground for the ground's part).
    root: Vec<u32>,
    /// Each part's value: the parity of its non-bridge edges, XOR
    /// `value + 1` of each part hanging below it by a bridge, XOR the
    /// weights of its vertices.
    value: Vec<u64>,
}

/// "Nothing" among `u32` vertices, edges and parts.
const NIL: u32 = u32::MAX;

impl Fused {
    /// The parts of the graph without edge `skip` (`NONE`: none skipped),
    /// `weight[v]` added to `v`'s part value (a value hanging below `v`).
    fn new(
        vertices: usize,
        edges: &[(usize, usize)],
        ground: usize,
        skip: usize,
        weight: Option<&[u64]>,
    ) -> Fused {
        assert!(
            ground < vertices,
            "the ground {} is not one of the {} vertices",
            ground,
            vertices
        );
        assert!(
            vertices < NIL as usize && 2 * edges.len() < NIL as usize,
            "at most 2^32 - 2 vertices and 2^31 - 1 edges"
        );
        // Adjacency in one array: (other end, edge) for every end of an edge
        // that is not a loop (a loop is never a bridge, nor needed to reach).
        let mut start = vec![0u32; vertices + 1];
        for (e, &(u, w)) in edges.iter().enumerate() {
            assert!(
                u < vertices && w < vertices,
                "edge {} joins {} and {}, not both below {}",
                e,
                u,
                w,
                vertices
            );
            if u != w && e != skip {
                start[u + 1] += 1;
                start[w + 1] += 1;
            }
        }
        for v in 0..vertices {
            start[v + 1] += start[v];
        }
        let mut adj = vec![(0u32, 0u32); start[vertices] as usize];
        let mut next = start.clone();
        for (e, &(u, w)) in edges.iter().enumerate() {
            if u != w && e != skip {
                adj[next[u] as usize] = (w as u32, e as u32);
                next[u] += 1;
                adj[next[w] as usize] = (u as u32, e as u32);
                next[w] += 1;
            }
        }
        // Depth-first search with low links on an explicit stack; `next`
        // becomes each vertex's next adjacency entry.
        next.copy_from_slice(&start);
        let mut disc = vec![NIL; vertices];
        let mut low = vec![NIL; vertices];
        let mut parent = vec![NIL; vertices];
        let mut up_edge = vec![NIL; vertices];
        let mut order = vec![ground as u32];
        let mut stack = vec![ground as u32];
        disc[ground] = 0;
        low[ground] = 0;
        while let Some(&v) = stack.last() {
            let v = v as usize;
            if next[v] < start[v + 1] {
                let (w, e) = adj[next[v] as usize];
                next[v] += 1;
                if e == up_edge[v] {
                    continue;
                }
                let w = w as usize;
                if disc[w] == NIL {
                    disc[w] = order.len() as u32;
                    low[w] = disc[w];
                    parent[w] = v as u32;
                    up_edge[w] = e;
                    order.push(w as u32);
                    stack.push(w as u32);
                } else {
                    low[v] = low[v].min(disc[w]);
                }
            } else {
                stack.pop();
                if parent[v] != NIL {
                    let p = parent[v] as usize;
                    low[p] = low[p].min(low[v]);
                }
            }
        }
        // The edge above v is a bridge iff nothing below v reaches above it.
        let mut bridge_above = vec![false; vertices];
        let mut is_bridge = vec![false; edges.len()];
        let mut part = vec![NIL; vertices];
        let mut root = Vec::new();
        for &v in &order {
            let v = v as usize;
            if v == ground || low[v] == disc[v] {
                if v != ground {
                    bridge_above[v] = true;
                    is_bridge[up_edge[v] as usize] = true;
                }
                part[v] = root.len() as u32;
                root.push(v as u32);
            } else {
                part[v] = part[parent[v] as usize];
            }
        }
        let mut value = vec![0u64; root.len()];
        for (e, &(u, _)) in edges.iter().enumerate() {
            if e != skip && part[u] != NIL && !is_bridge[e] {
                value[part[u] as usize] ^= 1;
            }
        }
        if let Some(weight) = weight {
            for &v in &order {
                value[part[v as usize] as usize] ^= weight[v as usize];
            }
        }
        for &v in order.iter().rev() {
            let v = v as usize;
            if bridge_above[v] {
                let below = value[part[v] as usize] + 1;
                value[part[parent[v] as usize] as usize] ^= below;
            }
        }
        Fused {
            order,
            parent,
            up_edge,
            bridge_above,
            is_bridge,
            part,
            root,
            value,
        }
    }

    /// The part of vertex `v` (`None` if not reached from the ground).
    fn part_of(&self, v: usize) -> Option<usize> {
        match self.part[v] {
            NIL => None,
            c => Some(c as usize),
        }
    }

    /// The value of the whole position: the ground's part.
    fn ground_value(&self) -> u64 {
        self.value[self.part[self.order[0] as usize] as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{rngs::StdRng, Rng, SeedableRng};

    /// The edges of `mask` still connected to the ground.
    fn standing(vertices: usize, edges: &[(usize, usize)], ground: usize, mask: u32) -> u32 {
        let mut reached = vec![false; vertices];
        reached[ground] = true;
        let mut grew = true;
        while grew {
            grew = false;
            for (e, &(u, w)) in edges.iter().enumerate() {
                if mask >> e & 1 == 1 && reached[u] != reached[w] {
                    reached[u] = true;
                    reached[w] = true;
                    grew = true;
                }
            }
        }
        (0..edges.len())
            .filter(|&e| mask >> e & 1 == 1 && reached[edges[e].0])
            .fold(0, |m, e| m | 1 << e)
    }

    /// Green Hackenbush by its rule: the value of every set of edges (as a
    /// mask; a cut leaves a subset, a smaller mask), a cut being followed by
    /// the fall of what no longer reaches the ground.
    fn brute(vertices: usize, edges: &[(usize, usize)], ground: usize) -> Vec<u64> {
        let m = edges.len();
        let mut g = vec![0u64; 1 << m];
        for mask in 1..1u32 << m {
            let s = standing(vertices, edges, ground, mask);
            if s != mask {
                g[mask as usize] = g[s as usize];
                continue;
            }
            let mut seen = vec![false; m + 2];
            for e in (0..m).filter(|&e| mask >> e & 1 == 1) {
                let after = standing(vertices, edges, ground, mask & !(1 << e));
                let v = g[after as usize] as usize;
                if v < seen.len() {
                    seen[v] = true;
                }
            }
            g[mask as usize] = seen.iter().position(|&s| !s).unwrap() as u64;
        }
        g
    }

    fn check(vertices: usize, edges: &[(usize, usize)], ground: usize, what: &str) {
        let g = brute(vertices, edges, ground);
        let all = (1u32 << edges.len()) - 1;
        assert_eq!(
            green(vertices, edges, ground),
            g[all as usize],
            "{what}: {vertices} vertices, ground {ground}, {edges:?}"
        );
        let s = standing(vertices, edges, ground, all);
        let want: Vec<usize> = (0..edges.len())
            .filter(|&e| s >> e & 1 == 1)
            .filter(|&e| g[standing(vertices, edges, ground, s & !(1 << e)) as usize] == 0)
            .collect();
        assert_eq!(
            winning_cuts(vertices, edges, ground),
            want,
            "{what}: {vertices} vertices, ground {ground}, {edges:?}"
        );
    }

    #[test]
    fn random_multigraphs_match_the_rule() {
        let mut rng = StdRng::seed_from_u64(19);
        for case in 0..1500 {
            let n = rng.random_range(1..=7);
            let m = rng.random_range(0..=11);
            let edges: Vec<(usize, usize)> = (0..m)
                .map(|_| (rng.random_range(0..n), rng.random_range(0..n)))
                .collect();
            check(n, &edges, rng.random_range(0..n), &format!("case {case}"));
        }
    }

    #[test]
    fn trees_cycles_and_flowers_match_the_rule() {
        let mut rng = StdRng::seed_from_u64(1919);
        for case in 0..300 {
            let n = rng.random_range(2..=10);
            // A random tree, then a few extra edges: cycles, parallel edges, loops.
            let mut edges: Vec<(usize, usize)> =
                (1..n).map(|v| (rng.random_range(0..v), v)).collect();
            let extra = rng.random_range(0..=2);
            for _ in 0..extra {
                let u = rng.random_range(0..n);
                let w = if rng.random_range(0..3) == 0 {
                    u
                } else {
                    rng.random_range(0..n)
                };
                edges.push((u, w));
            }
            if edges.len() <= 12 {
                check(n, &edges, 0, &format!("case {case}"));
            }
        }
        // A cycle of every length up to 10 on the ground: an odd cycle is
        // worth 1, an even one 0 (Winning Ways).
        for len in 1..=10 {
            let edges: Vec<(usize, usize)> = (0..len).map(|v| (v, (v + 1) % len)).collect();
            check(len, &edges, 0, "cycle");
            assert_eq!(green(len, &edges, 0), (len % 2) as u64);
        }
    }

    #[test]
    fn tree_values_match_the_rule() {
        let mut rng = StdRng::seed_from_u64(7);
        for case in 0..500 {
            let n = rng.random_range(1..=12);
            // Parents in a random order of the vertices; a few roots.
            let mut perm: Vec<usize> = (0..n).collect();
            for i in (1..n).rev() {
                perm.swap(i, rng.random_range(0..=i));
            }
            let mut parent = vec![0; n];
            parent[perm[0]] = perm[0];
            for i in 1..n {
                parent[perm[i]] = if rng.random_range(0..4) == 0 {
                    perm[i]
                } else {
                    perm[rng.random_range(0..i)]
                };
            }
            let values = tree_values(&parent);
            // Each subtree alone on the ground, by the rule: its edges to children.
            for v in 0..n {
                let mut inside = vec![false; n];
                inside[v] = true;
                for &u in &perm {
                    // perm lists parents before children.
                    if parent[u] != u && inside[parent[u]] {
                        inside[u] = true;
                    }
                }
                let edges: Vec<(usize, usize)> = (0..n)
                    .filter(|&u| u != v && inside[u])
                    .map(|u| (parent[u], u))
                    .collect();
                let g = brute(n, &edges, v);
                assert_eq!(
                    values[v],
                    g[(1usize << edges.len()) - 1],
                    "case {case}, {parent:?}, v {v}"
                );
            }
        }
    }

    #[test]
    fn a_path_of_a_million_vertices_has_no_recursion() {
        let n = 1_000_000;
        let edges: Vec<(usize, usize)> = (1..n).map(|v| (v - 1, v)).collect();
        assert_eq!(green(n, &edges, 0), (n - 1) as u64);
        // From the middle: two stalks of 500000 and 499999: XOR of the two.
        assert_eq!(green(n, &edges, 500_000), 500_000 ^ 499_999);
        let parent: Vec<usize> = (0..n).map(|v| v.saturating_sub(1)).collect();
        assert_eq!(tree_values(&parent)[0], (n - 1) as u64);
        // A cycle of a million: even, so worth 0.
        let mut cycle = edges.clone();
        cycle.push((n - 1, 0));
        assert_eq!(green(n, &cycle, 0), 0);
    }

    /// Every rooted forest whose non-trivial trees have at most `max_edges`
    /// edges in all, with up to `max_vertices` vertices (edgeless roots
    /// included), once per shape: parent links in preorder (each vertex a
    /// new root or a child of a vertex on the path up from the one before),
    /// deduplicated by the sorted shapes of their trees.
    fn forests(max_vertices: usize, max_edges: usize) -> Vec<Vec<usize>> {
        let mut all = Vec::new();
        let mut seen = std::collections::HashSet::new();
        let mut frontier: Vec<Vec<usize>> = vec![vec![0]];
        while let Some(parent) = frontier.pop() {
            let key = shape(&parent);
            if seen.insert(key) {
                all.push(parent.clone());
            }
            let edges = (0..parent.len()).filter(|&v| parent[v] != v).count();
            if parent.len() == max_vertices {
                continue;
            }
            let n = parent.len();
            let mut child = parent.clone();
            child.push(n);
            frontier.push(child);
            if edges < max_edges {
                let mut v = n - 1;
                loop {
                    let mut child = parent.clone();
                    child.push(v);
                    frontier.push(child);
                    if parent[v] == v {
                        break;
                    }
                    v = parent[v];
                }
            }
        }
        all
    }

    /// The forest's shape: its trees' shapes (children's shapes sorted), sorted.
    fn shape(parent: &[usize]) -> Vec<String> {
        let n = parent.len();
        let mut s: Vec<Vec<String>> = vec![Vec::new(); n];
        let mut out = Vec::new();
        for v in (0..n).rev() {
            let mut kids = std::mem::take(&mut s[v]);
            kids.sort();
            let me = format!("({})", kids.concat());
            if parent[v] == v {
                out.push(me);
            } else {
                s[parent[v]].push(me);
            }
        }
        out.sort();
        out
    }

    /// Misère Green Hackenbush on a forest in preorder, by its rule: a
    /// position is the set of standing edges (bit `v`: the edge from `v` to
    /// its parent), a cut of `v`'s edge takes `v`'s subtree down, and the
    /// player to move wins iff no edge stands or some cut leaves a loss.
    fn misere_brute(parent: &[usize]) -> bool {
        let n = parent.len();
        let mut sub = vec![0u32; n];
        for v in (0..n).rev() {
            if parent[v] != v {
                sub[v] |= 1 << v;
                let s = sub[v];
                sub[parent[v]] |= s;
            }
        }
        let full = (0..n)
            .filter(|&v| parent[v] != v)
            .fold(0u32, |m, v| m | 1 << v);
        let mut win = vec![false; full as usize + 1];
        for mask in 0..=full {
            if mask & !full != 0 {
                continue;
            }
            win[mask as usize] = mask == 0
                || (0..n)
                    .filter(|&v| mask >> v & 1 == 1)
                    .any(|v| !win[(mask & !sub[v]) as usize]);
        }
        win[full as usize]
    }

    #[test]
    fn two_stalks_of_two_on_one_root_is_a_misere_loss_whatever_the_tree_value() {
        let parent = [0, 0, 1, 0, 3];
        assert!(!misere_brute(&parent), "misère Nim on 2, 2");
        // The per-tree route: one component of value 0, "a win". Wrong.
        assert_eq!(tree_values(&parent)[0], 0);
        assert!(first_player_wins_anti_sg(&[0]));
        // The branches: 2 and 2, a loss.
        assert_eq!(ground_branches(&parent), vec![2, 2]);
        assert!(!misere_first_player_wins(&parent));
    }

    #[test]
    fn misere_forests_of_up_to_8_edges_match_the_rule() {
        let all = forests(11, 8);
        let (mut several, mut per_tree_wrong) = (0, 0);
        for parent in &all {
            let want = misere_brute(parent);
            assert_eq!(misere_first_player_wins(parent), want, "forest {parent:?}");
            let roots: Vec<usize> = (0..parent.len()).filter(|&v| parent[v] == v).collect();
            let values = tree_values(parent);
            let trees: Vec<u64> = roots.iter().map(|&r| values[r]).collect();
            if first_player_wins_anti_sg(&trees) != want {
                per_tree_wrong += 1;
            }
            let bearing = roots
                .iter()
                .filter(|&&r| (0..parent.len()).any(|v| v != r && parent[v] == r))
                .count();
            if bearing > 1 {
                several += 1;
            }
        }
        // The enumeration misses no shape: its one-root forests of k
        // vertices are the rooted trees of k vertices, 1, 1, 2, 4, 9, 20,
        // 48, 115, 286 for k = 1..=9 (OEIS A000081).
        let trees: Vec<usize> = (1..=9)
            .map(|k| {
                all.iter()
                    .filter(|p| p.len() == k && (1..k).all(|v| p[v] != v))
                    .count()
            })
            .collect();
        assert_eq!(trees, vec![1, 1, 2, 4, 9, 20, 48, 115, 286]);
        assert!(several > 500, "{several} forests of two or more trees");
        assert!(per_tree_wrong > 0, "the per-tree route fails somewhere");
    }

    #[test]
    #[should_panic(expected = "the parent links have a cycle")]
    fn parent_links_with_a_cycle_panic() {
        tree_values(&[0, 2, 1]);
    }

    #[test]
    #[should_panic(expected = "edge 1 joins 0 and 5, not both below 3")]
    fn an_edge_beyond_the_vertices_panics() {
        green(3, &[(0, 1), (0, 5)], 0);
    }
}
