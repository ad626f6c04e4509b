// https://www.acmicpc.net/problem/11867
// Empty one box, split the other in two; B wins iff N and M are both odd.
use grundy::games::boxes::first_player_wins;
use grundy::input::{check_range, ensure, ensure_end, install_error_hook};
use proconio::input;
use proconio::source::Source;

fn main() {
    install_error_hook();
    let mut source = grundy::input::stdin_source();
    input! { from &mut source, n: u64, m: u64 }
    ensure_end(source.next_token());
    check_range("N", n, 1, 100);
    check_range("M", m, 1, 100);
    ensure(n != 1 || m != 1, "N and M are both 1");
    println!("{}", if first_player_wins(n, m) { "A" } else { "B" });
}
