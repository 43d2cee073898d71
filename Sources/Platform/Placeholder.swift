// Placeholder until this layer lands.
