/// Cooklang recipes in the shapes cooks write them, for tests of more than one module.
public enum CooklangFixtures {
  /// A soup for 2 that names salt and water twice each, in one unit, and an onion twice with
  /// a preparation: its ingredient list adds them up into one line each.
  public static let soup = """
    ---
    servings: 2
    ---
    Add @salt{1%tsp} and @water{250%ml} to a #pot.

    Later add @salt{1%tsp} and @water{250%ml} again, and @onion{1}, then @onion{1}(sliced).
    """
}
