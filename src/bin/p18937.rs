// https://www.acmicpc.net/problem/18937
// Two stones per bridge, each king moves his own; Nim on the gaps A_i - 2.
// Bounds are unconfirmed: N up to 10^5 in problems.md, accepted up to 10^6;
// A_i from 2 up to 10^18 (problems.md: at least 10^9).
use grundy::bridges::first_player_wins;
use grundy::input::{check_all, check_range, ensure_end, install_error_hook};
use proconio::input;
use proconio::source::Source;

fn main() {
    install_error_hook();
    let mut source = grundy::input::stdin_source();
    input! { from &mut source, n: usize }
    check_range("N", n, 1, 1_000_000);
    input! { from &mut source, a: [u64; n], first: String }
    ensure_end(source.next_token());
    check_all("A", &a, 2, 1_000_000_000_000_000_000);
    let second = match first.as_str() {
        "Whiteking" => "Blackking",
        "Blackking" => "Whiteking",
        _ => panic!("the first king is `{}`, not Whiteking or Blackking", first),
    };
    let winner = if first_player_wins(&a) {
        first.as_str()
    } else {
        second
    };
    println!("{winner}");
}
