// https://codeforces.com/problemset/problem/787/C
// Berzerk: a circle game with cycles; Win / Lose / Loop for every start.
use grundy::games::berzerk::berzerk;
use grundy::input::{check_range, ensure, ensure_end, install_error_hook};
use proconio::input;
use proconio::source::Source;

fn main() {
    install_error_hook();
    let mut source = grundy::input::stdin_source();
    input! { from &mut source, n: usize }
    let n = check_range("n", n, 2, 7000);
    let mut sets = Vec::new();
    for (count, set) in [("k1", "s1"), ("k2", "s2")] {
        input! { from &mut source, k: usize }
        check_range(count, k, 1, n - 1);
        input! { from &mut source, steps: [usize; k] }
        let mut seen = vec![false; n];
        for &x in &steps {
            check_range(&format!("a step in {}", set), x, 1, n - 1);
            ensure(!seen[x], &format!("step {} appears twice in {}", x, set));
            seen[x] = true;
        }
        sets.push(steps);
    }
    ensure_end(source.next_token());
    let r = berzerk(n, &sets[0], &sets[1]);
    let line = |p: usize| {
        r[p][1..]
            .iter()
            .map(|o| o.word())
            .collect::<Vec<_>>()
            .join(" ")
    };
    println!("{}\n{}", line(0), line(1));
}
