util.func public @f(%n: index, %m: i64) -> index {
  %0 = "util.align"(%n, %m) : (index, i64) -> index
  util.return %0 : index
}
