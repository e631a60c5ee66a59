#a = 1 : i32
module {
  util.global private @a : i32 = #a
}
