//! `grundy table rule N 'RULE'`: the Grundy table of a two-parameter game
//! whose move rule is written on the command line, as a heap rule is (see
//! rule.rs), with components `(X, Y)` in place of heaps: an option is a
//! list of positions, a sum whose value is the XOR of theirs (a rectangle
//! cut in two leaves two rectangles). `t[x][y]` is the mex of the options'
//! values, by definition (the Sprague-Grundy theorem, Winning Ways ch. 2),
//! in a depth-first search that refuses a cycle: any well-founded order of
//! the positions works (E&D's components may have a larger x, Fibonacci
//! Nim's a larger y).

use crate::bound::heap_bound;
use crate::cli::{TableArgs, SVG_CAP};
use crate::failure::{parse_expr, parse_failure, Failure};
use crate::rule::{Rule, RuleError};
use crate::table_report::{check_lost_into, check_table, highlight_report, write_svg};
use crate::text::grouped;
use crate::{svg, text};
use std::fmt::Write as _;

/// Runs `table rule N RULE`.
pub fn table(args: &TableArgs) -> Result<String, Failure> {
    let source = args.rule.as_deref().ok_or_else(|| {
        Failure::Usage(
            "`table rule N` needs its rule, such as 'for a in 1..x: (a, y), (x - a, y)' (see \
             grundy table --help)"
                .to_string(),
        )
    })?;
    if !args.leap.is_empty() || !args.slide.is_empty() {
        return Err(Failure::Usage(
            "--leap and --slide define the moves of `table custom`, not of a rule".to_string(),
        ));
    }
    let rule = Rule::parse_table(source).map_err(|e| parse_failure("table rule", source, &e))?;
    let check = match &args.check {
        Some(Some(text)) => Some(parse_expr("--check", text, &["x", "y"])?),
        Some(None) => {
            return Err(Failure::Usage(
                "--check without EXPR checks the library's closed form, and a table rule has \
                 none: give yours, --check 'EXPR' (or --check-lost 'EXPR' for the lost cells)"
                    .to_string(),
            ))
        }
        None => None,
    };
    let check_lost = match &args.check_lost {
        Some(text) => Some(parse_expr("--check-lost", text, &["x", "y"])?),
        None => None,
    };
    let n = args.n;
    if args.svg.is_some() && n > SVG_CAP {
        return Err(Failure::Usage(format!(
            "--svg draws at most {} x {} cells, not {} x {}",
            SVG_CAP, SVG_CAP, n, n
        )));
    }
    if let Some((x, y)) = args.moves {
        if x >= n || y >= n {
            return Err(Failure::Usage(format!(
                "--moves {},{} is off the {} x {} board (coordinates 0..={})",
                x,
                y,
                n,
                n,
                n - 1
            )));
        }
    }
    let bound = heap_bound();
    let t = values(&rule, n, bound)?;
    let name = format!("table rule `{}`", text::quote(source));
    let mut out = String::new();
    if let Some((x, y)) = args.moves {
        out += &moves_report(&rule, &t, (x, y), &name)?;
    } else {
        let _ = writeln!(
            out,
            "{}, {} x {}: t[x][y] is the Grundy value of the position (x, y); row x, column y",
            name, n, n
        );
        if !args.quiet {
            out += &text::table(&t, args.highlight);
        }
    }
    if let Some(k) = args.highlight {
        out += &highlight_report(&t, k);
    }
    let mut differ = Vec::new();
    if let Some(expr) = check {
        let (report, cells) = check_table(&t, &expr)?;
        out += &report;
        differ = cells;
    }
    if let Some(expr) = check_lost {
        out += &check_lost_into(&t, &expr, &mut differ)?;
    }
    if let Some(file) = &args.svg {
        // The options of one component are marked; a sum has no one cell.
        let moves = match args.moves {
            Some(cell) => Some((cell, single_options(&rule, &t, cell)?)),
            None => None,
        };
        out += &write_svg(
            file,
            &svg::Picture {
                title: &format!("{}, {} x {}", name, n, n),
                t: &t,
                highlight: args.highlight,
                moves,
                differ: &differ,
            },
        )?;
    }
    crate::guessing::append(out, args, |ask| grundy_guess::table(&t, ask))
}

/// The `n x n` table of `rule`, within `bound` steps: a depth-first search
/// from each cell with an explicit stack (no recursion), each cell's value
/// the mex of its options' once their components are known; a component
/// still open on the stack is a cycle, an error naming it.
fn values(rule: &Rule, n: usize, bound: u64) -> Result<Vec<Vec<u32>>, Failure> {
    const NEW: u8 = 0;
    const OPEN: u8 = 1;
    const DONE: u8 = 2;
    /// A cell being computed: its options' components in a row (pairs),
    /// where each option ends, and the next component to look at.
    struct Frame {
        cell: (usize, usize),
        flat: Vec<usize>,
        ends: Vec<usize>,
        next: usize,
    }
    let mut t = vec![vec![0u32; n]; n];
    let mut state = vec![vec![NEW; n]; n];
    let mut work = 0u64;
    let mut seen: Vec<bool> = Vec::new();
    let mut stack: Vec<Frame> = Vec::new();
    let open = |cell: (usize, usize), work: &mut u64| -> Result<Frame, Failure> {
        let mut flat = Vec::new();
        let mut ends = Vec::new();
        rule.table_options(cell, n, work, bound, &mut |cells| {
            flat.extend_from_slice(cells);
            ends.push(flat.len());
        })
        .map_err(|e| rule_failure(e, bound, cell))?;
        Ok(Frame {
            cell,
            flat,
            ends,
            next: 0,
        })
    };
    for s in 0..2 * n.saturating_sub(1) + 1 {
        for x in s.saturating_sub(n - 1)..=s.min(n - 1) {
            let y = s - x;
            if state[x][y] != NEW {
                continue;
            }
            state[x][y] = OPEN;
            stack.push(open((x, y), &mut work)?);
            while let Some(frame) = stack.last_mut() {
                // The next component not known yet.
                let mut pending = None;
                while frame.next < frame.flat.len() {
                    let (a, b) = (frame.flat[frame.next], frame.flat[frame.next + 1]);
                    match state[a][b] {
                        DONE => frame.next += 2,
                        OPEN => {
                            return Err(Failure::Run(format!(
                                "the table rule's options from {:?} lead back to {:?}, a \
                                 position still being valued: the game has a cycle (a position \
                                 among its own options, or options that lead back to it), and \
                                 Grundy values need every play to end",
                                frame.cell,
                                (a, b)
                            )))
                        }
                        _ => {
                            pending = Some((a, b));
                            break;
                        }
                    }
                }
                match pending {
                    Some((a, b)) => {
                        state[a][b] = OPEN;
                        let child = open((a, b), &mut work)?;
                        stack.push(child);
                    }
                    None => {
                        let frame = stack.pop().expect("the loop holds a frame");
                        seen.clear();
                        let mut from = 0;
                        for &end in &frame.ends {
                            let v = frame.flat[from..end]
                                .chunks(2)
                                .fold(0u32, |acc, c| acc ^ t[c[0]][c[1]])
                                as usize;
                            if v >= seen.len() {
                                seen.resize(v + 1, false);
                            }
                            seen[v] = true;
                            from = end;
                        }
                        let (cx, cy) = frame.cell;
                        t[cx][cy] = seen.iter().position(|&b| !b).unwrap_or(seen.len()) as u32;
                        state[cx][cy] = DONE;
                    }
                }
            }
        }
    }
    Ok(t)
}

/// The failure of the rule at `cell`: past the bound, advice that can
/// help (a smaller N only when the cell's own options fit the bound).
fn rule_failure(e: RuleError, bound: u64, (x, y): (usize, usize)) -> Failure {
    match e {
        RuleError::Bound { alone: true, .. } => Failure::Usage(format!(
            "the table rule's options of the cell ({}, {}) alone take more than {} steps \
             (expression steps, loop turns and components), so no N fits: bound its loops \
             by x and y",
            x,
            y,
            grouped(bound)
        )),
        RuleError::Bound { n: s, .. } => Failure::Usage(format!(
            "the table rule took more than {} steps (expression steps, loop turns and \
             components), by a cell with x + y = {}: take a smaller N",
            grouped(bound),
            s
        )),
        RuleError::Message(m) => Failure::Run(m),
    }
}

/// One option: its components and its value (their XOR).
type Move = (Vec<(usize, usize)>, u32);

/// The options of `cell`, each its components and its value (their XOR).
fn options_of(rule: &Rule, t: &[Vec<u32>], cell: (usize, usize)) -> Result<Vec<Move>, Failure> {
    let mut options = Vec::new();
    let mut work = 0u64;
    let bound = heap_bound();
    rule.table_options(cell, t.len(), &mut work, bound, &mut |cells| {
        let components: Vec<(usize, usize)> = cells.chunks(2).map(|c| (c[0], c[1])).collect();
        let v = components.iter().fold(0, |acc, &(a, b)| acc ^ t[a][b]);
        options.push((components, v));
    })
    .map_err(|e| rule_failure(e, bound, cell))?;
    for o in &mut options {
        o.0.sort_unstable();
    }
    options.sort();
    options.dedup();
    Ok(options)
}

fn single_options(
    rule: &Rule,
    t: &[Vec<u32>],
    cell: (usize, usize),
) -> Result<Vec<(usize, usize)>, Failure> {
    Ok(options_of(rule, t, cell)?
        .into_iter()
        .filter(|(c, _)| c.len() == 1)
        .map(|(c, _)| c[0])
        .collect())
}

/// `--moves X,Y`: every option of (x, y), its components and value, the
/// winning ones (value 0) marked.
fn moves_report(
    rule: &Rule,
    t: &[Vec<u32>],
    (x, y): (usize, usize),
    name: &str,
) -> Result<String, Failure> {
    let n = t.len();
    let value = t[x][y];
    let options = options_of(rule, t, (x, y))?;
    let mut out = format!(
        "{}, {} x {}: the moves from (x, y) = ({}, {}), where t[{}][{}] = {}: {}\n",
        name,
        n,
        n,
        x,
        y,
        x,
        y,
        value,
        if value == 0 {
            "the player to move loses"
        } else {
            "the player to move wins"
        }
    );
    let shown: Vec<String> = options
        .iter()
        .map(|(c, _)| {
            if c.is_empty() {
                "nothing".to_string()
            } else {
                c.iter()
                    .map(|(a, b)| format!("({}, {})", a, b))
                    .collect::<Vec<_>>()
                    .join(" + ")
            }
        })
        .collect();
    let width = shown.iter().map(String::len).max().unwrap_or(0);
    let mut winning = 0;
    for (text, (_, v)) in shown.iter().zip(&options) {
        let _ = writeln!(
            out,
            "  to {:<w$}  value {}{}",
            text,
            v,
            if *v == 0 { "  winning" } else { "" },
            w = width
        );
        winning += usize::from(*v == 0);
    }
    let _ = writeln!(
        out,
        "winning moves: {} of {} (those to a position of value 0, where the opponent loses){}",
        winning,
        options.len(),
        if options.is_empty() {
            "; no move at all"
        } else {
            ""
        }
    );
    Ok(out)
}
